import { useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { CLIENT_MESSAGES } from '#shared/contracts/clients';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useCreateClient } from '#web/features/clients/api/create-client';
import { ClientInfoForm, emptyClientInfo } from './client-info-form';

/** New Client: the allowed-client record and an account shell the client completes by signing up. */
export function NewClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateClient();
  const navigate = useNavigate();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="New Client"
      description="The client can then create an account on the sign-in page with this e-mail address and find the trips you prepare."
    >
      {open ? (
        <ClientInfoForm
          id="new-client"
          autoFocus
          defaultValues={emptyClientInfo}
          submitLabel="Create Client"
          onSave={async (values) => {
            try {
              const { client } = await create.mutateAsync(values);
              toast.success('Client created', { description: client.email });
              onOpenChange(false);
              navigate(paths.clientDetail(client.key));
            } catch (err) {
              if (!(err instanceof ApiError && Object.keys(err.fields).length)) {
                toast.error(CLIENT_MESSAGES.createError(errorMessage(err)));
              }
              throw err;
            }
          }}
          footer={(submit) => (
            <DialogFooter className="mt-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              {submit}
            </DialogFooter>
          )}
        />
      ) : null}
    </DialogFrame>
  );
}

export function NewClientButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <UserPlus aria-hidden /> New Client
    </Button>
  );
}
