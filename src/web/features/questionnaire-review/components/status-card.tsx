import { CheckCircle2, Loader } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { Field, Select } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import {
  QUESTIONNAIRE_REVIEW_MESSAGES as M,
  type QuestionnaireDetail,
} from '#shared/contracts/questionnaire-review';
import { QUESTIONNAIRE_FOLDERS, type QuestionnaireFolder, type QuestionnaireStatus } from '#shared/domain/constants';
import { QUESTIONNAIRE_FOLDER_LABELS, questionnaireStatusBadge } from '#shared/domain/labels';
import { formatDateTime } from '#shared/domain/dates';
import { errorMessage, isStale } from '#web/lib/errors';
import { useUpdateQuestionnaire } from '#web/features/questionnaire-review/api/update-questionnaire';

/** Mark as Processing / Mark as Completed and the folder (spec §2, §4). */
export function StatusCard({ q }: { q: QuestionnaireDetail }) {
  const update = useUpdateQuestionnaire(q.id);
  const status = questionnaireStatusBadge(q.status);
  const pendingStatus = update.isPending ? update.variables?.status : undefined;

  // Each change names the version shown; a stale one is already told and reloaded (useVersionedMutation).
  async function change(fields: { status: QuestionnaireStatus } | { folder: QuestionnaireFolder }, done: string, failed: (reason: string) => string) {
    try {
      await update.mutateAsync({ ...fields, version: q.version });
      toast.success(done);
    } catch (err) {
      if (!isStale(err)) toast.error(failed(errorMessage(err)));
    }
  }
  const setStatus = (status: QuestionnaireStatus) => change({ status }, M.statusUpdated, M.statusError);
  const setFolder = (folder: QuestionnaireFolder) => change({ folder }, M.folderUpdated, M.folderError);

  return (
    <SectionCard title="Status" contentClassName="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted">Current status</span>
        <Badge tone={status.tone} className="text-sm">
          {status.label}
        </Badge>
      </div>
      <div className="flex flex-col gap-2.5">
        <Button
          variant="secondary"
          onClick={() => void setStatus('processing')}
          disabled={q.status === 'processing' || update.isPending}
          loading={pendingStatus === 'processing'}
        >
          <Loader aria-hidden /> Mark as Processing
        </Button>
        <Button
          onClick={() => void setStatus('completed')}
          disabled={q.status === 'completed' || update.isPending}
          loading={pendingStatus === 'completed'}
        >
          <CheckCircle2 aria-hidden /> Mark as Completed
        </Button>
      </div>
      <Field label="Folder" htmlFor="questionnaire-folder">
        <Select
          value={q.folder}
          disabled={update.isPending}
          onChange={(e) => void setFolder(e.target.value as QuestionnaireFolder)}
        >
          {QUESTIONNAIRE_FOLDERS.map((f) => (
            <option key={f} value={f}>
              {QUESTIONNAIRE_FOLDER_LABELS[f]}
            </option>
          ))}
        </Select>
      </Field>
      <p className="text-xs text-muted">Received {formatDateTime(q.createdAt)}</p>
    </SectionCard>
  );
}
