import * as React from 'react';
import { Layouts, Page, useAuth, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import {
  errorMessageOf,
  purgePath,
  recordsPath,
  restorePath,
  type PurgeTarget,
  type TrashPage as Answer,
  type TrashType,
  type TrashedRecord,
} from '../api';
import { PurgeDialog } from '../components/PurgeDialog';
import { TrashTable } from '../components/TrashTable';
import { TypePicker } from '../components/TypePicker';
import { MANAGE_TRASH } from '../permissions';

type Roles = { roles?: { code?: string }[] } | undefined;

/**
 * The Trash page: pick a content type, read what was deleted, by whom and when, and restore it;
 * the Super Admin also deletes a record, or the whole trash of a type, for good.
 */
export const TrashPage = () => {
  const { get, post, del } = useFetchClient();
  const superAdmin = useAuth('TrashPage', (state) =>
    Boolean((state.user as Roles)?.roles?.some((role) => role.code === 'strapi-super-admin')),
  );
  const [purging, setPurging] = React.useState<PurgeTarget | null>(null);
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

  const purge = async (target: PurgeTarget) => {
    try {
      if (target.kind === 'one') await del(purgePath(uid, target.record.id));
      else await del(purgePath(uid));
      const what = target.kind === 'one' ? `“${target.record.title}” is` : 'The trash of this type is';
      toggleNotification({ type: 'success', message: `${what} deleted for good.` });
      await Promise.all([loadTypes(), loadRecords()]);
    } catch (error) {
      toggleNotification({ type: 'danger', message: errorMessageOf(error, 'Nothing could be deleted.') });
    } finally {
      setPurging(null);
    }
  };

  const choose = (next: string) => {
    setUid(next);
    setPage(1);
  };

  const pages = answer ? Math.max(1, Math.ceil(answer.meta.total / answer.meta.page_size)) : 1;
  const type = types?.find((entry) => entry.uid === uid);
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
          {superAdmin && type && type.count > 0 && (
            <Box paddingTop={4}>
              <Button
                variant="danger-light"
                startIcon={<Trash />}
                onClick={() => setPurging({ kind: 'all', type })}
              >
                {`Empty the trash of ${type.name} (${type.count})`}
              </Button>
            </Box>
          )}
          <Box paddingTop={6}>
            {answer === null ? (
              uid && <Page.Loading />
            ) : (
              <TrashTable
                records={answer.data}
                restoring={restoring}
                onRestore={restore}
                onPurge={superAdmin ? (record) => setPurging({ kind: 'one', record }) : undefined}
              />
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
          <PurgeDialog
            target={purging}
            typeName={type?.name ?? ''}
            shown={answer?.data ?? []}
            onConfirm={purge}
            onClose={() => setPurging(null)}
          />
        </Layouts.Content>
      </Page.Main>
    </Page.Protect>
  );
};
