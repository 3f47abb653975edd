import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type Covers } from "../../api/cabinet";
import { apiUrl } from "../../api/url";
import { useTexts } from "../../app/i18n";
import { COVER_MAX_BYTES, COVER_TYPES, pageVariant, S100_SIDE, squareVariant } from "./cover";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// The product's cover on the details step of every form. The browser
// decodes the chosen image, uploads it as the original, then cuts the
// centred square into the 400 × 400 `s400` variant (WebP, the public pages
// show it) and the 100 × 100 `s100` variant (the preview here) on a canvas
// and uploads each, `s100` last: a cover with its preview has all three.
// The edge checks each with core's `check_cover` (422 `cover`
// problems: not an image, too small, too large, wrong size) and answers the
// covers' addresses, read with the session's cookies. An original above
// core's 5 MiB is refused here before anything is sent.
type State = "idle" | "uploading" | "done" | "error";

const noCovers: Covers = { original: null, s100: null, s400: null };

export function CoverUpload({ product, onChanged }: { product: CabinetProduct; onChanged: (covers: Covers) => void }) {
  const t = useTexts(catalogTexts);
  const [covers, setCovers] = useState<Covers>(product.covers ?? noCovers);
  const [state, setState] = useState<State>("idle");
  const [percent, setPercent] = useState(0);
  const [code, setCode] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  /** Counts the uploads begun, so that the outcome of each can be told from the one before. */
  const [attempt, setAttempt] = useState(0);

  const show = (next: Covers) => {
    setLoaded(false);
    setCovers(next);
    onChanged(next);
  };
  const fail = (failure: string) => {
    setCode(failure);
    setState("error");
  };

  async function upload(file: File) {
    setAttempt((n) => n + 1);
    setState("uploading");
    setCode(null);
    setPercent(0);
    if (file.size > COVER_MAX_BYTES) return fail("image_too_large");
    let image: ImageBitmap;
    try {
      image = await createImageBitmap(file);
    } catch {
      return fail("not_an_image");
    }
    try {
      // Each of the three uploads counts for a third of the bar.
      const third = (from: number) => (p: number) => setPercent(Math.floor((from * 100 + p) / 3));
      await cabinetApi.uploadCover(product.id, "original", file, third(0));
      await cabinetApi.uploadCover(product.id, "s400", await pageVariant(image), third(1));
      show(await cabinetApi.uploadCover(product.id, "s100", await squareVariant(image), third(2)));
      setState("done");
    } catch (e) {
      fail(e instanceof ApiError ? e.code : "page_server_error");
    } finally {
      image.close();
    }
  }

  async function remove() {
    setCode(null);
    try {
      show(await cabinetApi.deleteCover(product.id));
      setState("idle");
    } catch (e) {
      fail(e instanceof ApiError ? e.code : "page_server_error");
    }
  }

  return (
    <section className="cover-upload" data-testid="cover" data-state={state} data-attempt={attempt} data-has-cover={covers.s100 !== null}>
      <h4>{t("cover")}</h4>
      {covers.s100 ? (
        <img
          key={covers.s100}
          className="cover-preview"
          data-testid="cover-preview"
          data-loaded={loaded}
          src={apiUrl(covers.s100)}
          width={S100_SIDE}
          height={S100_SIDE}
          alt={t("coverPreview")}
          onLoad={() => setLoaded(true)}
        />
      ) : (
        <p data-testid="cover-empty">{t("coverEmpty")}</p>
      )}
      <label className="upload-button">
        <span>{t("coverChoose")}</span>
        <input
          type="file"
          accept={COVER_TYPES}
          data-testid="cover-input"
          disabled={state === "uploading"}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      <small className="note">{t("coverHint")}</small>
      {state === "uploading" ? (
        <p>
          {t("coverUploading")} <progress data-testid="cover-progress" max={100} value={percent} data-percent={percent} />
        </p>
      ) : null}
      {code ? <RuleProblem code={code} testId="cover-error" /> : null}
      {covers.original || covers.s100 || covers.s400 ? (
        <button type="button" data-testid="cover-remove" disabled={state === "uploading"} onClick={() => void remove()}>
          {t("coverRemove")}
        </button>
      ) : null}
    </section>
  );
}
