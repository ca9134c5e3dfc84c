import { Button, ProgressBar, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { isRunning, type Report } from '../api';
import { DeleteReport } from './DeleteReport';

const STATUS_LABELS: Record<Report['status'], string> = {
  pending: 'Queued',
  processing: 'Generating',
  completed: 'Ready',
  failed: 'Failed',
};

const StatusCell = ({ report }: { report: Report }) => {
  if (report.status === 'processing')
    return (
      <>
        <ProgressBar value={report.progress} aria-label={`Report ${report.id} progress`} />
        <Typography variant="pi"> {report.progress} %</Typography>
      </>
    );
  return (
    <Typography
      textColor={report.status === 'failed' ? 'danger600' : undefined}
      title={report.error ?? undefined}
    >
      {STATUS_LABELS[report.status]}
      {report.status === 'failed' && report.error ? `: ${report.error}` : ''}
    </Typography>
  );
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The latest reports, newest first, each with its status and, when ready, its download. */
export const ReportTable = ({
  reports,
  onDownload,
  onDelete,
}: {
  reports: Report[];
  onDownload(report: Report): void;
  /** Null when the admin may not delete reports. */
  onDelete: ((report: Report) => void) | null;
}) => {
  if (reports.length === 0) return <Typography>No report yet: choose a range and a format above.</Typography>;
  return (
    <Table colCount={6} rowCount={reports.length + 1}>
      <Thead>
        <Tr>
          {['Report', 'Range', 'Format', 'Requested', 'Status', 'File'].map((title) => (
            <Th key={title}>
              <Typography variant="sigma">{title}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {reports.map((report) => (
          <Tr key={report.id} data-report-id={report.id}>
            <Td>
              <Typography>#{report.id}</Typography>
            </Td>
            <Td>
              <Typography>
                {report.from_date} – {report.to_date}
              </Typography>
            </Td>
            <Td>
              <Typography>{report.format.toUpperCase()}</Typography>
            </Td>
            <Td>
              <Typography>{new Date(report.created_at).toLocaleString()}</Typography>
            </Td>
            <Td>
              <StatusCell report={report} />
            </Td>
            <Td>
              {report.status === 'completed' && (
                <Button variant="tertiary" startIcon={<Download />} onClick={() => onDownload(report)}>
                  Download{report.file_size ? ` (${sizeOf(report.file_size)})` : ''}
                </Button>
              )}
              {onDelete && !isRunning(report) && <DeleteReport report={report} onDelete={onDelete} />}
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
