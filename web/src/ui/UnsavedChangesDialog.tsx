import { useTexts } from "../app/i18n";
import { Modal } from "../app/Modal";
import { inputTexts } from "./inputTexts";
import { answerLeave, useGuardStore } from "./useFormGuard";
import "./UnsavedChangesDialog.css";

// The question before a move would drop unsaved changes (see useFormGuard):
// "Keep editing" (the default, and Escape) stays with everything typed,
// "Discard changes" leaves. Mounted by the screens with guarded forms.
export function UnsavedChangesDialog() {
  const t = useTexts(inputTexts);
  const pending = useGuardStore((s) => s.pending);
  return (
    <Modal open={pending !== null} onClose={() => answerLeave(false)} size="small" title={t("leaveTitle")} testId="leave-dialog">
      <p className="ui-leave-text">{t("leaveText")}</p>
      <div className="ui-leave-actions">
        <button type="button" className="primary" data-testid="leave-stay" autoFocus onClick={() => answerLeave(false)}>
          {t("leaveStay")}
        </button>
        <button type="button" data-testid="leave-discard" onClick={() => answerLeave(true)}>
          {t("leaveDiscard")}
        </button>
      </div>
    </Modal>
  );
}
