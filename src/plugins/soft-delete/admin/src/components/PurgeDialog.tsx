import { ConfirmDialog } from '@strapi/strapi/admin';
import { Dialog } from '@strapi/design-system';
import { purgeQuestion, type PurgeTarget, type TrashedRecord } from '../api';

/** The confirmation before deleting for good: it names the record, or every record, that goes. */
export const PurgeDialog = ({
  target,
  typeName,
  shown,
  onConfirm,
  onClose,
}: {
  target: PurgeTarget | null;
  typeName: string;
  shown: TrashedRecord[];
  onConfirm(target: PurgeTarget): Promise<void>;
  onClose(): void;
}) => (
  <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
    {target && (
      <ConfirmDialog title="Delete for good?" variant="danger" onConfirm={() => onConfirm(target)}>
        {purgeQuestion(target, typeName, shown)}
      </ConfirmDialog>
    )}
  </Dialog.Root>
);
