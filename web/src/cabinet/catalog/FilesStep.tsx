import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, WHOLE_UPLOAD_MAX, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { byteSize } from "./format";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// Step "file upload" of a download: files go up one after another as raw
// bodies (PUT …/files?name=…) with a progress bar fed by the upload's
// progress events; the list shows each file with its size. A file above
// the edge's limit answers 413 `file_too_large`, shown with its name. A
// file above 100 MiB goes up in parts (`uploadFileInParts`), which resumes
// with the parts the edge lacks when the same file is chosen again after
// an interruption.
interface Upload {
  key: number;
  name: string;
  size: number;
  percent: number;
  state: "waiting" | "uploading" | "done" | "error";
  code: string | null;
}

let nextKey = 1;

export function FilesStep({ product, onChanged }: { product: CabinetProduct; onChanged: () => Promise<void> }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const busy = uploads.some((u) => u.state === "uploading" || u.state === "waiting");

  const update = (key: number, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function uploadAll(files: File[]) {
    const queued = files.map((file): { file: File; upload: Upload } => ({
      file,
      upload: { key: nextKey++, name: file.name, size: file.size, percent: 0, state: "waiting", code: null },
    }));
    setUploads(queued.map((q) => q.upload));
    for (const { file, upload } of queued) {
      update(upload.key, { state: "uploading" });
      try {
        const onProgress = (percent: number) => update(upload.key, { percent });
        if (file.size > WHOLE_UPLOAD_MAX) await cabinetApi.uploadFileInParts(product.id, file, onProgress);
        else await cabinetApi.uploadFile(product.id, file, onProgress);
        update(upload.key, { state: "done", percent: 100 });
        await onChanged();
      } catch (e) {
        update(upload.key, { state: "error", code: e instanceof ApiError ? e.code : "page_server_error" });
      }
    }
  }

  async function remove(fileId: number) {
    setError(null);
    try {
      await cabinetApi.deleteFile(product.id, fileId);
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? e.code : "page_server_error");
    }
  }

  return (
    <div className="files-step" data-testid="files-step">
      <label className="upload-button">
        <span>{t("chooseFiles")}</span>
        <input
          type="file"
          multiple
          data-testid="file-input"
          disabled={busy}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = "";
            if (files.length > 0) void uploadAll(files);
          }}
        />
      </label>
      {uploads.length > 0 ? (
        <ul className="uploads" data-testid="uploads">
          {uploads.map((u) => (
            <li key={u.key} data-testid="upload" data-name={u.name} data-state={u.state} data-percent={u.percent}>
              <span>
                {(u.state === "done" ? t("uploaded") : t("uploading")).replace("{name}", u.name)} ({byteSize(u.size, locale)})
              </span>
              <progress data-testid="upload-progress" max={100} value={u.percent} data-percent={u.percent} />
              <span data-testid="upload-percent">{u.percent} %</span>
              {u.state === "error" && u.code ? (
                <p className="form-error upload-error" role="alert">
                  <strong>{u.name}:</strong> <RuleProblem code={u.code} testId="upload-error" />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <h4>{t("files")}</h4>
      {product.files.length === 0 ? (
        <p data-testid="files-empty">{t("noFiles")}</p>
      ) : (
        <ul className="files" data-testid="files">
          {product.files.map((f) => (
            <li key={f.id} data-testid="file-row" data-id={f.id} data-name={f.name} data-size={f.size}>
              <span className="file-name">{f.name}</span> <small data-testid="file-size">{byteSize(f.size, locale)}</small>{" "}
              <button type="button" data-testid="file-delete" onClick={() => void remove(f.id)}>
                {t("delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <RuleProblem code={error} testId="files-error" /> : null}
    </div>
  );
}
