//! Writes every sample page (`render::samples`) as an HTML file, in English
//! and German, to look at in a browser:
//! `cargo run -p sellwerk-core --example render_samples -- /tmp/render`.

use std::path::PathBuf;

use sellwerk_core::builder::PageType;
use sellwerk_core::messages::Language;
use sellwerk_core::render::{default_page, render_page, sample_input, samples};

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "render-samples".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let mut docs = samples();
    docs.push(default_page(PageType::Shop));
    for (i, doc) in docs.iter().enumerate() {
        for (language, tag) in [(Language::En, "en"), (Language::De, "de")] {
            let mut input = sample_input(doc, language);
            // Files open from disk: absolute image paths would miss.
            input.origin = "http://127.0.0.1:8787".into();
            match render_page(&input) {
                Ok(html) => std::fs::write(dir.join(format!("sample-{i}-{tag}.html")), html)?,
                Err(problems) => eprintln!("sample {i}: {problems:?}"),
            }
        }
    }
    println!("{} samples written to {}", docs.len(), dir.display());
    Ok(())
}
