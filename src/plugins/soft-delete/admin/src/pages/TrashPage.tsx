import * as React from 'react';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import {
  errorMessageOf,
  recordsPath,
  restorePath,
  type TrashPage as Answer,
  type TrashType,
  type TrashedRecord,
} from '../api';
import { TrashTable } from '../components/TrashTable';
import { TypePicker } from '../components/TypePicker';
import { MANAGE_TRASH } from '../permissions';

/** The Trash page: pick a content type, read what was deleted, by whom and when, and restore it. */
export const TrashPage = () => {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [types, setTypes] = React.useState<TrashType[] | null>(null);
  const [uid, setUid] = React.useState<string>('');
  const [page, setPage] = React.useState(1);
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  const [restoring, setRestoring] = React.useState<number | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  const loadTypes = React.useCallback(async () => {
    const { data } = await get<{ data: TrashType[] }>('/soft-delete/types');
    setTypes(data.data);
    // First visit: the first type that has something in its trash.
    setUid((current) => current || (data.data.find((type) => type.count > 0) ?? data.data[0])?.uid || '');
  }, [get]);

  const loadRecords = React.useCallback(async () => {
    if (!uid) return;
    const { data } = await get<Answer>(recordsPath(uid, page));
    setAnswer(data);
  }, [get, uid, page]);

  React.useEffect(() => {
    loadTypes().catch((error) => setProblem(errorMessageOf(error, 'The trash could not be loaded.')));
  }, [loadTypes]);
  React.useEffect(() => {
    setAnswer(null);
    loadRecords().catch((error) => setProblem(errorMessageOf(error, 'The trash could not be loaded.')));
  }, [loadRecords]);

  const restore = async (record: TrashedRecord) => {
    setRestoring(record.id);
    try {
      await post(restorePath(uid, record.id));
      toggleNotification({
        type: 'success',
        message: `“${record.title}” is restored: it is back in its list.`,
      });
      await Promise.all([loadTypes(), loadRecords()]);
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: errorMessageOf(error, 'The record could not be restored.'),
      });
    } finally {
      setRestoring(null);
    }
  };

  const choose = (next: string) => {
    setUid(next);
    setPage(1);
  };

  const pages = answer ? Math.max(1, Math.ceil(answer.meta.total / answer.meta.page_size)) : 1;
  return (
    <Page.Protect permissions={MANAGE_TRASH}>
      <Page.Main>
        <Page.Title>Trash</Page.Title>
        <Layouts.Header
          title="Trash"
          subtitle="Records deleted in the Content Manager or through the API: restoring one brings it back to its list and to the public API"
        />
        <Layouts.Content>
          {problem && (
            <Box paddingBottom={4}>
              <Typography textColor="danger600" role="alert">
                {problem}
              </Typography>
            </Box>
          )}
          {types === null ? <Page.Loading /> : <TypePicker types={types} value={uid} onChange={choose} />}
          <Box paddingTop={6}>
            {answer === null ? (
              uid && <Page.Loading />
            ) : (
              <TrashTable records={answer.data} restoring={restoring} onRestore={restore} />
            )}
          </Box>
          {pages > 1 && (
            <Flex gap={2} paddingTop={4} alignItems="center">
              <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Typography>{`Page ${page} of ${pages}`}</Typography>
              <Button variant="tertiary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </Flex>
          )}
        </Layouts.Content>
      </Page.Main>
    </Page.Protect>
  );
};
