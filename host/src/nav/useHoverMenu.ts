import { useCallback, useEffect, useRef, useState } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS } from './menu';

/**
 * Which desktop dropdown is open. Hover opens at once; leaving closes after the spec's 150 ms, so the
 * pointer can cross the gap between the button and its panel. One dropdown is open at a time.
 */
export function useHoverMenu(closeDelay = DROPDOWN_CLOSE_DELAY_MS) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const open = useCallback(
    (group: string) => {
      cancelClose();
      setOpenGroup(group);
    },
    [cancelClose],
  );
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpenGroup(null), closeDelay);
  }, [cancelClose, closeDelay]);
  const close = useCallback(() => {
    cancelClose();
    setOpenGroup(null);
  }, [cancelClose]);
  const toggle = useCallback(
    (group: string) => {
      cancelClose();
      setOpenGroup((g) => (g === group ? null : group));
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);
  return { openGroup, open, scheduleClose, close, toggle };
}
