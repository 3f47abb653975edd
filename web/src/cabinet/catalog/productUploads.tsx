import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, WHOLE_UPLOAD_MAX, type ProductFile } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { byteSize } from "./format";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// Uploading a product's files, shared by the Files step of a download and
// a course lesson's file (issue 30): files go up one after another as raw
// bodies (PUT …/files?name=…) with a progress bar fed by the upload's
// progress events. A file above 100 MiB goes up in parts
// (`uploadFileInParts`), which resumes with the parts the edge lacks when
// the same file is chosen again after an interruption. A file above the
// edge's limit answers 413 `file_too_large`, shown with its name.
export interface Upload {
  key: number;
  name: string;
  size: number;
  percent: number;
  state: "waiting" | "uploading" | "done" | "error";
  code: string | null;
}

let nextKey = 1;

/**
 * The uploads of product `productId` on screen and `uploadAll`, which sends
 * the chosen files in turn, calls `onChanged` after each one stored (the
 * product's file list is then asked again) and answers the files stored.
 */
export function useProductUploads(productId: number, onChanged: () => Promise<void>) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((u) => u.state === "uploading" || u.state === "waiting");
  const update = (key: number, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function uploadAll(files: File[]): Promise<ProductFile[]> {
    const queued = files.map((file): { file: File; upload: Upload } => ({
      file,
      upload: { key: nextKey++, name: file.name, size: file.size, percent: 0, state: "waiting", code: null },
    }));
    setUploads(queued.map((q) => q.upload));
    const stored: ProductFile[] = [];
    for (const { file, upload } of queued) {
      update(upload.key, { state: "uploading" });
      try {
        const onProgress = (percent: number) => update(upload.key, { percent });
        stored.push(
          file.size > WHOLE_UPLOAD_MAX
            ? await cabinetApi.uploadFileInParts(productId, file, onProgress)
            : await cabinetApi.uploadFile(productId, file, onProgress),
        );
        update(upload.key, { state: "done", percent: 100 });
        await onChanged();
      } catch (e) {
        update(upload.key, { state: "error", code: e instanceof ApiError ? e.code : "page_server_error" });
      }
    }
    return stored;
  }

  return { uploads, busy, uploadAll };
}

/** The button that chooses files to upload (several with `multiple`; `accept` narrows the chooser, the edge still sniffs). */
export function ChooseFiles({
  label,
  testId,
  disabled,
  multiple = false,
  accept,
  onChosen,
}: {
  label: string;
  testId: string;
  disabled: boolean;
  multiple?: boolean;
  accept?: string;
  onChosen: (files: File[]) => void;
}) {
  return (
    <label className="upload-button">
      <span>{label}</span>
      <input
        type="file"
        multiple={multiple}
        accept={accept}
        data-testid={testId}
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length > 0) onChosen(files);
        }}
      />
    </label>
  );
}

/** Each upload with its name, size, progress and, when it failed, why. */
export function UploadList({ uploads }: { uploads: readonly Upload[] }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  if (uploads.length === 0) return null;
  return (
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
  );
}
