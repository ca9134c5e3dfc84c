import { Button, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { ArrowClockwise, Trash } from '@strapi/icons';
import { deleterOf, type TrashedRecord } from '../api';

/**
 * The trashed records of one type, most recently deleted first, each with its Restore button and,
 * for the Super Admin (`onPurge`), its "Delete for good".
 */
export const TrashTable = ({
  records,
  restoring,
  onRestore,
  onPurge,
}: {
  records: TrashedRecord[];
  restoring: number | null;
  onRestore(record: TrashedRecord): void;
  onPurge?(record: TrashedRecord): void;
}) => {
  if (records.length === 0) return <Typography>Nothing of this type is in the trash.</Typography>;
  return (
    <Table colCount={4} rowCount={records.length + 1}>
      <Thead>
        <Tr>
          {['Record', 'Deleted', 'Deleted by', 'Action'].map((title) => (
            <Th key={title}>
              <Typography variant="sigma">{title}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {records.map((record) => (
          <Tr key={record.id} data-trashed-id={record.id}>
            <Td>
              <Typography fontWeight="bold" dir="auto">
                {record.title}
              </Typography>
            </Td>
            <Td>
              <Typography>{new Date(record.deleted_at).toLocaleString()}</Typography>
            </Td>
            <Td>
              <Typography>{deleterOf(record)}</Typography>
            </Td>
            <Td>
              <Flex gap={2}>
                <Button
                  variant="secondary"
                  startIcon={<ArrowClockwise />}
                  loading={restoring === record.id}
                  onClick={() => onRestore(record)}
                >
                  Restore
                </Button>
                {onPurge && (
                  <Button variant="danger-light" startIcon={<Trash />} onClick={() => onPurge(record)}>
                    Delete for good
                  </Button>
                )}
              </Flex>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
