import { Button, Dialog } from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import type { Report } from '../api';

/** Deleting a report takes its file too: the dialog says which report and that it cannot be undone. */
export const DeleteReport = ({ report, onDelete }: { report: Report; onDelete(report: Report): void }) => (
  <Dialog.Root>
    <Dialog.Trigger>
      <Button variant="danger-light" startIcon={<Trash />}>
        Delete
      </Button>
    </Dialog.Trigger>
    <Dialog.Content>
      <Dialog.Header>Delete report #{report.id}?</Dialog.Header>
      <Dialog.Body>
        {`The ${report.format.toUpperCase()} report of ${report.from_date} – ${report.to_date} and its file are deleted for good.`}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Cancel>
          <Button variant="tertiary">Cancel</Button>
        </Dialog.Cancel>
        <Dialog.Action>
          <Button variant="danger" onClick={() => onDelete(report)}>
            Delete report
          </Button>
        </Dialog.Action>
      </Dialog.Footer>
    </Dialog.Content>
  </Dialog.Root>
);
