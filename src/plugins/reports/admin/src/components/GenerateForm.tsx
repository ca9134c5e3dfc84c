import * as React from 'react';
import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
} from '@strapi/design-system';
import { calendarDay } from '../api';

export type ReportRequest = { from?: string; to?: string; format: 'pdf' | 'xlsx' };

/** The range (both ends optional: all time, today) and the format of a new report. */
export const GenerateForm = ({ onGenerate }: { onGenerate(request: ReportRequest): Promise<void> }) => {
  const [from, setFrom] = React.useState<Date | undefined>();
  const [to, setTo] = React.useState<Date | undefined>();
  const [format, setFormat] = React.useState<'pdf' | 'xlsx'>('pdf');
  const [busy, setBusy] = React.useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await onGenerate({
        ...(from ? { from: calendarDay(from) } : {}),
        ...(to ? { to: calendarDay(to) } : {}),
        format,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap={4} alignItems="flex-start" wrap="wrap">
      <Field.Root name="from" hint="Empty: from the beginning">
        <Field.Label>From</Field.Label>
        <DatePicker value={from} onChange={setFrom} onClear={() => setFrom(undefined)} clearLabel="Clear" />
        <Field.Hint />
      </Field.Root>
      <Field.Root name="to" hint="Empty: today">
        <Field.Label>To</Field.Label>
        <DatePicker value={to} onChange={setTo} onClear={() => setTo(undefined)} clearLabel="Clear" />
        <Field.Hint />
      </Field.Root>
      <Field.Root name="format" hint="PDF to read, XLSX to analyse">
        <Field.Label>Format</Field.Label>
        <SingleSelect value={format} onChange={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'pdf')}>
          <SingleSelectOption value="pdf">PDF</SingleSelectOption>
          <SingleSelectOption value="xlsx">Excel (XLSX)</SingleSelectOption>
        </SingleSelect>
        <Field.Hint />
      </Field.Root>
      <Box paddingTop={6}>
        <Button onClick={submit} loading={busy} size="L">
          Generate report
        </Button>
      </Box>
    </Flex>
  );
};
