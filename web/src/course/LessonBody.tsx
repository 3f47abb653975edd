// A lesson's content by its kind: text (paragraphs from blank lines),
// video (YouTube and Vimeo in their own embedded players, Vimeo in the
// seller's player colour; an uploaded file or any other link in the
// browser's own player, with its controls and seeking), file (a download
// button) and PDF (shown inline in a frame where the browser can, with
// links to open and download it). Other kinds carry an
// optional short introduction in `body`.
import type { CourseLesson } from "../api/courses";
import { apiUrl } from "../api/url";
import { paragraphs } from "../checkout/thankYou";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { fill } from "./parts";
import { courseTexts } from "./texts";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The embedded player's address for a YouTube or Vimeo link (watch, short,
 * embed and share links), or null when the link is none of theirs. YouTube
 * offers only its own colours; Vimeo takes the seller's (`color`).
 */
export function embedUrl(link: string, provider: string, colour: string | null): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  if (provider === "youtube") {
    let id: string | null | undefined = null;
    if (host === "youtu.be") id = segments[0];
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      id = ["embed", "shorts", "live", "v"].includes(segments[0] ?? "") ? segments[1] : url.searchParams.get("v");
    }
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
  }
  if (provider === "vimeo") {
    const id = segments.find((s) => /^\d{1,12}$/.test(s));
    if (!id || !(host === "vimeo.com" || host === "player.vimeo.com")) return null;
    const hash = url.searchParams.get("h");
    const params = new URLSearchParams();
    if (hash && /^[A-Za-z0-9]+$/.test(hash)) params.set("h", hash);
    if (colour && /^#[0-9a-fA-F]{6}$/.test(colour)) params.set("color", colour.slice(1));
    const query = params.toString();
    return `https://player.vimeo.com/video/${id}${query ? `?${query}` : ""}`;
  }
  return null;
}

/** A link of ours (`/v1/...`) through the API's address; another site's as it is. */
const href = (url: string) => (url.startsWith("/") ? apiUrl(url) : url);

function Video({ lesson, colour }: { lesson: CourseLesson; colour: string | null }) {
  const t = useTexts(courseTexts);
  const video = lesson.video;
  if (!video) return null;
  const embedded = embedUrl(video.url, video.embed, colour);
  if (embedded) {
    return (
      <div className="cp-video" data-testid="lesson-video" data-embed={video.embed}>
        <iframe
          src={embedded}
          title={fill(t("videoTitle"), { title: lesson.title })}
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }
  // an uploaded file or another link plays in the browser's own player; another site's link can also be opened there
  return (
    <>
      <div className="cp-video" data-testid="lesson-video" data-embed={video.embed === "file" ? "file" : "link"}>
        <video controls preload="metadata" src={href(video.url)} aria-label={fill(t("videoTitle"), { title: lesson.title })}>
          <a href={href(video.url)}>{t("openVideo")}</a>
        </video>
      </div>
      {video.embed === "link" ? (
        <p>
          <Link href={video.url} external testId="lesson-video-link">
            {t("openVideo")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Whether the browser shows PDFs itself (`navigator.pdfViewerEnabled`;
 * unknown counts as yes). Phones mostly do not: they get the links alone.
 */
const showsPdfs = () => (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;

/**
 * A PDF lesson: the file shown inline in a frame where the browser can
 * show PDFs, with a link that opens it in its own tab and a download. The
 * frame is an `<iframe>` (the app's pages allow no plugins: `object-src
 * 'none'`); the signed link leads to the files site, a site without
 * cookies, which lets the app frame a PDF and nothing else (core's
 * `sites::data_policy`). Not sandboxed: browsers refuse to show a PDF in
 * a sandboxed frame.
 */
function Pdf({ lesson }: { lesson: CourseLesson }) {
  const t = useTexts(courseTexts);
  const file = lesson.file;
  if (!file) return null;
  const url = href(file.url);
  const inline = showsPdfs();
  return (
    <div className="cp-pdf" data-testid="lesson-pdf" data-inline={inline}>
      {inline ? (
        <iframe src={url} className="cp-pdf-frame" data-testid="lesson-pdf-frame" title={fill(t("pdfTitle"), { title: lesson.title })} />
      ) : (
        <p className="cp-muted" data-testid="lesson-pdf-fallback">
          {t("pdfFallback")}
        </p>
      )}
      <div className="cp-pdf-links">
        <a
          className="sf-button sf-button-primary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="lesson-open"
          data-name={file.name}
        >
          {t("openPdf")}
        </a>
        <a className="sf-button" href={url} download={file.name} data-testid="lesson-download" data-name={file.name}>
          {t("downloadPdf")}
        </a>
      </div>
    </div>
  );
}

export function LessonBody({ lesson, playerColour }: { lesson: CourseLesson; playerColour: string | null }) {
  const t = useTexts(courseTexts);
  const text = paragraphs(lesson.body ?? "");
  return (
    <div className="cp-body" data-testid="lesson-body">
      {lesson.kind === "video" ? <Video lesson={lesson} colour={playerColour} /> : null}
      {lesson.kind === "pdf" ? <Pdf lesson={lesson} /> : null}
      {text.length > 0 ? (
        <div className="cp-text" data-testid="lesson-text">
          {text.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : null}
      {lesson.kind === "file" && lesson.file ? (
        <p>
          <a
            className="sf-button sf-button-primary"
            href={href(lesson.file.url)}
            download={lesson.file.name}
            data-testid="lesson-download"
            data-name={lesson.file.name}
          >
            {t("download")}: {lesson.file.name}
          </a>
        </p>
      ) : null}
    </div>
  );
}
