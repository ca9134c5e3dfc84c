import * as React from 'react';
import { Layouts, Page, useFetchClient, useRBAC } from '@strapi/strapi/admin';
import { Box, Typography } from '@strapi/design-system';
import { fileNameOf, isRunning, reasonOf, type Report } from '../api';
import { GenerateForm, type ReportRequest } from '../components/GenerateForm';
import { ReportTable } from '../components/ReportTable';
import { DELETE_REPORTS, READ_REPORTS } from '../permissions';

const POLL_MS = 1000;

/** The Reports page: ask for a report of a range, watch its progress, download it when ready. */
export const ReportsPage = () => {
  const { get, post, del } = useFetchClient();
  const {
    allowedActions: { canDelete },
  } = useRBAC({ delete: DELETE_REPORTS });
  const [reports, setReports] = React.useState<Report[] | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  const load = React.useCallback(async () => {
    const { data } = await get<{ data: Report[] }>('/reports/jobs');
    setReports(data.data);
  }, [get]);

  React.useEffect(() => {
    load().catch(() => setProblem('The reports could not be loaded.'));
  }, [load]);

  // While a report is being made, its progress is read again every second.
  const running = reports?.some(isRunning) ?? false;
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => load().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const generate = async (request: ReportRequest) => {
    setProblem(null);
    try {
      await post('/reports/jobs', request);
      await load();
    } catch (error) {
      setProblem(reasonOf(error, 'The report could not be started.'));
    }
  };

  const remove = async (report: Report) => {
    setProblem(null);
    try {
      await del(`/reports/jobs/${report.id}`);
      await load();
    } catch (error) {
      setProblem(reasonOf(error, 'The report could not be deleted.'));
    }
  };

  const download = async (report: Report) => {
    const res = await get<Blob>(`/reports/jobs/${report.id}/file`, { responseType: 'blob' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(res.data);
    link.download = fileNameOf(
      res.headers?.get('Content-Disposition') ?? null,
      `report-${report.id}.${report.format}`,
    );
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Page.Protect permissions={READ_REPORTS}>
      <Page.Main>
        <Page.Title>Reports</Page.Title>
        <Layouts.Header
          title="Reports"
          subtitle="Business reports of revenue, bookings, users and destinations, as PDF or XLSX"
        />
        <Layouts.Content>
          <GenerateForm onGenerate={generate} />
          {problem && (
            <Box paddingTop={4}>
              <Typography textColor="danger600" role="alert">
                {problem}
              </Typography>
            </Box>
          )}
          <Box paddingTop={6}>
            {reports === null ? (
              <Page.Loading />
            ) : (
              <ReportTable reports={reports} onDownload={download} onDelete={canDelete ? remove : null} />
            )}
          </Box>
        </Layouts.Content>
      </Page.Main>
    </Page.Protect>
  );
};
