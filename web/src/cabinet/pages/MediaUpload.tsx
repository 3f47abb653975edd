import { useEffect, useId, useRef, useState } from "react";
import { cabinetApi, type MediaFile } from "../../api/cabinet";
import { ApiError, errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import type { MediaPurpose } from "../../core";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { useLoad } from "../../app/useLoad";
import { fits } from "./media";
import { pageTexts } from "./texts";

// An Upload button beside an address field: the chosen file goes to the
// seller's media library (`POST /v1/cabinet/media`) with its purpose, so the
// edge checks it by core's rules (a logo 200 × 200, a banner 1920 × 1080,
// an image at most 8000 a side, a font by its signature). The bar follows
// the upload's bytes (XMLHttpRequest's progress events); the edge's problem
// is shown here, at the field; the uploaded file's address goes to the
// field through `onUploaded`.
const ACCEPT: Record<MediaPurpose, string> = {
  logo: "image/png,image/jpeg,image/gif,image/webp",
  banner: "image/png,image/jpeg,image/gif,image/webp",
  image: "image/png,image/jpeg,image/gif,image/webp",
  font: ".woff2,.woff,.ttf,.otf,font/woff2,font/woff,font/ttf,font/otf",
};

type State = "idle" | "uploading" | "done" | "error";

export function MediaUpload({
  purpose,
  label,
  testId,
  onUploaded,
}: {
  purpose: MediaPurpose;
  /** What is uploaded ("Logo"), for the button's and the bar's names. */
  label: string;
  testId: string;
  onUploaded: (file: MediaFile) => void;
}) {
  const t = useTexts(pageTexts);
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [state, setState] = useState<State>("idle");
  const [percent, setPercent] = useState(0);
  const [code, setCode] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  // the field as it is when the upload ends (the seller may type meanwhile), not as it was when it began
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  async function upload(file: File) {
    setState("uploading");
    setCode(null);
    setPercent(0);
    try {
      const media = await cabinetApi.uploadMedia(purpose, file, setPercent);
      setPercent(100);
      setState("done");
      uploaded.current(media);
    } catch (e) {
      setCode(e instanceof ApiError ? e.code : "page_server_error");
      setState("error");
    }
  }

  const hint = t(
    purpose === "logo"
      ? "uploadLogoHint"
      : purpose === "banner"
        ? "uploadBannerHint"
        : purpose === "font"
          ? "uploadFontHint"
          : "uploadImageHint",
  );
  return (
    <div className="media-upload" data-testid={testId} data-state={state}>
      <div className="media-upload-row">
        <Button
          variant="secondary"
          size="small"
          testId={`${testId}-button`}
          aria-describedby={`${id}-hint`}
          pending={state === "uploading"}
          onClick={() => input.current?.click()}
        >
          {t("upload")}
          <span className="visually-hidden"> {label}</span>
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT[purpose]}
          data-testid={`${testId}-input`}
          aria-label={`${t("upload")} ${label}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
        <Button variant="ghost" size="small" testId={`${testId}-library`} onClick={() => setChoosing(true)}>
          {t("fromLibrary")}
          <span className="visually-hidden"> {label}</span>
        </Button>
        <small id={`${id}-hint`} className="page-editor-hint">
          {hint}
        </small>
      </div>
      {state === "uploading" || state === "done" ? (
        <div
          className="media-upload-progress"
          role="progressbar"
          aria-label={`${t("uploading")} ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid={`${testId}-progress`}
          data-percent={percent}
        >
          <div className="media-upload-fill" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {state === "done" ? (
        <p className="media-upload-done" role="status" data-testid={`${testId}-done`}>
          {t("uploaded")}
        </p>
      ) : null}
      {code ? (
        <p className="error" role="alert" data-testid={`${testId}-error`} data-code={code}>
          {errorText(code, null, locale)}
        </p>
      ) : null}
      {choosing ? (
        <MediaLibrary
          purpose={purpose}
          label={label}
          testId={`${testId}-library-dialog`}
          onClose={() => setChoosing(false)}
          onChosen={(file) => {
            setChoosing(false);
            setCode(null);
            uploaded.current(file);
          }}
        />
      ) : null}
    </div>
  );
}

/** The seller's files that fit the field, to reuse one instead of uploading it again. */
function MediaLibrary(props: {
  purpose: MediaPurpose;
  label: string;
  testId: string;
  onClose: () => void;
  onChosen: (file: MediaFile) => void;
}) {
  const { purpose, label, testId, onClose, onChosen } = props;
  const t = useTexts(pageTexts);
  const [loaded] = useLoad(`media-library:${purpose}`, (signal) => cabinetApi.mediaLibrary(purpose === "font" ? "font" : "image", signal));
  const files = loaded.state === "ready" ? loaded.value.filter((f) => fits(purpose, f)) : [];
  return (
    <Modal open onClose={onClose} title={`${t("fromLibrary")}: ${label}`} size="medium" testId={testId}>
      {loaded.state === "loading" ? <p aria-busy="true">{t("libraryLoading")}</p> : null}
      {loaded.state === "error" ? <p role="alert">{t("loadFailed")}</p> : null}
      {loaded.state === "ready" && files.length === 0 ? <p data-testid={`${testId}-empty`}>{t("libraryEmpty")}</p> : null}
      {files.length > 0 ? (
        <ul className="media-library" data-testid={`${testId}-files`}>
          {files.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                className="media-library-file"
                data-testid={`${testId}-file`}
                data-id={f.id}
                onClick={() => onChosen(f)}
              >
                {f.kind === "image" ? (
                  <img src={f.url} alt="" width={f.width ?? undefined} height={f.height ?? undefined} loading="lazy" />
                ) : null}
                <span>{f.name}</span>
                {f.width && f.height ? (
                  <small>
                    {f.width} × {f.height}
                  </small>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
