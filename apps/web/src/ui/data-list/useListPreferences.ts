import { useEffect, useState } from 'react';
import { isSideMenuCollapsed, requestSideMenuCollapsed } from '../../platform/sideMenu';
import type { ColumnChoice } from './columns';
import { readStoredList, writeStoredList } from './listStorage';
import type { ListLayout } from './types';

/**
 * The column choice and the layout of a list, remembered per list id for the tab (spec 02
 * sections 2.6 and 4.1). Grid only where the list offers it.
 */
export function useListPreferences(id: string, isGridEnabled: boolean) {
  const [columns, setColumns] = useState<ColumnChoice>(() => readStoredList(id).columns ?? {});
  const [storedLayout, setStoredLayout] = useState<ListLayout>(
    () => readStoredList(id).layout ?? 'table',
  );
  const layout: ListLayout = isGridEnabled ? storedLayout : 'table';

  useEffect(() => writeStoredList(id, { columns }), [id, columns]);
  useEffect(() => writeStoredList(id, { layout: storedLayout }), [id, storedLayout]);
  useGridCollapsesSideMenu(layout === 'grid');

  return { columns, setColumns, layout, setLayout: setStoredLayout };
}

/**
 * Grid cards want the width: the side menu collapses while the grid is on and comes back when
 * the list leaves grid (or the page), unless the user had collapsed it already.
 */
function useGridCollapsesSideMenu(isGrid: boolean): void {
  useEffect(() => {
    if (!isGrid) return undefined;
    const wasCollapsed = isSideMenuCollapsed();
    if (!wasCollapsed) requestSideMenuCollapsed(true);
    return () => {
      if (!wasCollapsed) requestSideMenuCollapsed(false);
    };
  }, [isGrid]);
}
