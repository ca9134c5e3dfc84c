import * as React from 'react';
import { clearDirections } from './direction';

/**
 * Runs `apply` on the page now and after every change React makes to it (fields mount late, a
 * list page is replaced by the next); undoes it when `apply` is null or the view goes away.
 */
export const useDirections = (apply: ((root: ParentNode) => void) | null) => {
  React.useEffect(() => {
    const root = document.querySelector('main') ?? document.body;
    if (!apply) return undefined;
    apply(root);
    const observer = new MutationObserver(() => apply(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearDirections(root);
    };
  }, [apply]);
};
