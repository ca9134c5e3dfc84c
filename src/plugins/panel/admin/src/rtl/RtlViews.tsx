import * as React from 'react';
import { useParams } from 'react-router-dom';
import { applyEditDirections, applyListDirections, isRtlLocale } from './direction';
import { useDirections } from './useDirections';
import { useContentLocale } from './useLocale';
import { useTextFields } from './useTextFields';

/** Rendered in the edit view's side (an injection zone): nothing to see, the form's directions. */
export const RtlEditView = () => {
  const { slug } = useParams<{ slug?: string }>();
  const rtl = isRtlLocale(useContentLocale());
  const textFields = useTextFields(rtl ? slug : undefined);
  const apply = React.useMemo(
    () =>
      rtl && textFields
        ? (root: ParentNode) => applyEditDirections(root, textFields.fields, textFields.richText)
        : null,
    [rtl, textFields],
  );
  useDirections(apply);
  return null;
};

/** Rendered among the list view's actions: the cells' directions. */
export const RtlListView = () => {
  const rtl = isRtlLocale(useContentLocale());
  useDirections(rtl ? applyListDirections : null);
  return null;
};
