import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { byteSize } from "./format";
import { ChooseFiles, UploadList, useProductUploads } from "./productUploads";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// Step "file upload" of a download: the chosen files go up one after
// another with their progress (`productUploads`: in parts above 100 MiB,
// resumable); the list shows each stored file with its size and a delete.
export function FilesStep({ product, onChanged }: { product: CabinetProduct; onChanged: () => Promise<void> }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const { uploads, busy, uploadAll } = useProductUploads(product.id, onChanged);
  const [error, setError] = useState<string | null>(null);

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
      <ChooseFiles label={t("chooseFiles")} testId="file-input" multiple disabled={busy} onChosen={(files) => void uploadAll(files)} />
      <UploadList uploads={uploads} />
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
