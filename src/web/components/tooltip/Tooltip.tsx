import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { constants } from '../../app/rules';
import { useMediaQuery } from '../useMediaQuery';

export interface TooltipProps {
  content: ReactNode;
  /** one focusable element */
  children: ReactElement;
  disabled?: boolean;
}

/**
 * Tooltip: opens at once on touch, stays 10 s after the pointer leaves, at most
 * 232 px wide, above the trigger on narrow screens and to its left otherwise (numbers in constants.json).
 */
export function Tooltip({ content, children, disabled }: TooltipProps) {
  const rules = constants.tooltip;
  const wide = useMediaQuery(`(min-width: ${rules.narrowScreenBreakpoint}px)`);
  const [open, setOpen] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  // The tooltip machine ignores touch pointers, so touch opens it here after the touch delay.
  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTimeout(touchTimer.current);
    touchTimer.current = setTimeout(() => {
      setOpen(true);
      touchTimer.current = setTimeout(() => setOpen(false), rules.leaveDelayMs);
    }, rules.touchDelayMs);
  };

  if (disabled) return children;
  return (
    <ChakraTooltip.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      openDelay={rules.enterDelayMs}
      closeDelay={rules.leaveDelayMs}
      interactive
      positioning={{ placement: wide ? rules.placementWide : rules.placementNarrow }}
    >
      <ChakraTooltip.Trigger asChild onPointerDown={onPointerDown}>
        {children}
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxWidth={`${rules.maxWidth}px`} bg="ink.900" color="white" px="3" py="2" fontSize="sm">
            <ChakraTooltip.Arrow>
              <ChakraTooltip.ArrowTip />
            </ChakraTooltip.Arrow>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
