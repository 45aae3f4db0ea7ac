/*
 * The popover and tooltip of packages/ui's lazy overlay modules, on react-aria's hooks.
 *
 * Adapted from react-aria-components 1.22.1 (`Popover`, `Tooltip`, `OverlayArrow`; Copyright 2022
 * Adobe, Apache License 2.0): the same hooks, props, contexts read and DOM, minus what packages/ui
 * never uses (submenu and preview popovers, `render` props). Why a
 * copy: react-aria-components keeps its `Popover` and `Tooltip` components in the modules whose
 * contexts the triggers import (`PopoverContext`, `TooltipTriggerStateContext`), so using them from
 * a lazy module left their code, and everything they import, with the page: a bundler never splits
 * a module across chunks (packages/ui/DECISIONS.md, "Overlays load on first open"). Only this
 * file's lazy importers reach `usePopover`, `Overlay`, `useOverlayPosition` and `useTooltip`.
 */
/* eslint-disable react-hooks/refs, react-hooks/preserve-manual-memoization -- as react-aria-components
   itself (it turns the same React Compiler rules off): the trigger's and overlay's refs go to
   react-aria's hooks during render, which read them only in effects and handlers. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  OverlayTriggerStateContext,
  PopoverContext,
  TooltipContext,
  TooltipTriggerStateContext,
  useContextProps,
  useLocale,
  useRenderProps,
  type PopoverProps,
  type TooltipProps,
} from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { useOverlayPosition } from 'react-aria/useOverlayPosition';
import { usePopover } from 'react-aria/usePopover';
import { useTooltip } from 'react-aria/useTooltipTrigger';
import { useIsHidden } from 'react-aria/private/collections/Hidden';
import { focusSafely } from 'react-aria/private/interactions/focusSafely';
import { OverlayContainer } from 'react-aria/private/overlays/useModal';
import { useEnterAnimation, useExitAnimation } from 'react-aria/private/utils/animation';
import { runAfterKeyboard } from 'react-aria/private/utils/runAfterKeyboard';
import { isFocusWithin } from 'react-aria/private/utils/shadowdom/DOMFunctions';
import { useResizeObserver } from 'react-aria/private/utils/useResizeObserver';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';

type Placement = 'top' | 'bottom' | 'left' | 'right' | 'center' | null | undefined;

interface ArrowValue {
  placement: Placement;
  ref: RefObject<HTMLDivElement | null>;
  style?: CSSProperties;
}

const ArrowContext = createContext<ArrowValue | null>(null);

/** The arrow of a popover or tooltip, placed against the trigger's side (react-aria's `OverlayArrow`). */
export function OverlayArrow({ children }: { children: ReactNode }) {
  const value = useContext(ArrowContext);
  const placement = value?.placement;
  const style: CSSProperties = {
    position: 'absolute',
    transform: placement === 'top' || placement === 'bottom' ? 'translateX(-50%)' : 'translateY(-50%)',
    ...value?.style,
  };
  if (placement != null) (style as Record<string, string>)[placement] = '100%';
  return (
    <div ref={value?.ref} style={style} className="react-aria-OverlayArrow" data-placement={placement ?? undefined}>
      {children}
    </div>
  );
}

type ClearableContext = React.Context<unknown>;

interface PopoverInnerProps extends PopoverProps {
  state: { isOpen: boolean; close: () => void };
  isExiting: boolean;
  popoverRef: RefObject<HTMLElement | null>;
  dir: string;
  clearContexts?: ClearableContext[];
}

/**
 * react-aria-components' `Popover`, reading the trigger's `PopoverContext` and
 * `OverlayTriggerStateContext` as it does: a DialogTrigger's, MenuTrigger's, Select's or ComboBox's.
 */
export function FloatingPopover(ownProps: PopoverProps) {
  const [props, ref] = useContextProps(ownProps, undefined, PopoverContext);
  const contextState = useContext(OverlayTriggerStateContext);
  const localState = useOverlayTriggerState(props);
  const state = props.isOpen != null || props.defaultOpen != null || !contextState ? localState : contextState;
  const exitAnimation = useExitAnimation(ref, state.isOpen);
  const isExiting = props.isExiting || (!props.shouldSkipAnimation && exitAnimation) || false;
  const { direction } = useLocale();
  // In the hidden copy a Select renders to build its collection, the options must still render.
  const isHidden = useIsHidden();
  if (isHidden) {
    const { children } = props;
    return (
      <>
        {typeof children === 'function'
          ? children({
              trigger: props.trigger || null,
              placement: 'bottom',
              isEntering: false,
              isExiting: false,
              defaultChildren: null,
            })
          : children}
      </>
    );
  }
  if (!state.isOpen && !isExiting) return null;
  return (
    <PopoverInner
      {...props}
      triggerRef={props.triggerRef}
      state={state}
      popoverRef={ref as RefObject<HTMLElement | null>}
      isExiting={isExiting}
      dir={direction}
    />
  );
}

function PopoverInner({ state, isExiting, clearContexts, popoverRef: ref, ...props }: PopoverInnerProps) {
  const arrowRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = props.triggerRef as RefObject<Element | null>;
  const { popoverProps, underlayProps, arrowProps, placement, triggerAnchorPoint } = usePopover(
    { ...props, triggerRef, popoverRef: ref, offset: props.offset ?? 8, arrowRef, groupRef: containerRef },
    state as Parameters<typeof usePopover>[1],
  );
  const enterAnimation = useEnterAnimation(ref, !!placement && isOpen);
  const isEntering = props.isEntering || (!props.shouldSkipAnimation && enterAnimation) || false;
  const renderProps = useRenderProps({
    ...props,
    defaultClassName: 'react-aria-Popover',
    values: { trigger: props.trigger || null, placement: placement ?? 'bottom', isEntering, isExiting },
  });
  // A dialog role unless non-modal, or when a dialog is already inside (Popover's own Dialog).
  const shouldBeDialog = !props.isNonModal;
  const [isDialog, setDialog] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setDialog(shouldBeDialog && !ref.current.querySelector('[role=dialog]'));
  }, [ref, shouldBeDialog]);
  // Focus the popover itself on mount, unless a child element is already focused.
  useEffect(() => {
    if (isDialog && ref.current && !isFocusWithin(ref.current)) focusSafely(ref.current);
  }, [isDialog, ref]);
  const children = useMemo(() => {
    let wrapped = renderProps.children;
    for (const Context of [PopoverContext as ClearableContext, ...(clearContexts ?? [])]) {
      wrapped = <Context.Provider value={null}>{wrapped}</Context.Provider>;
    }
    return wrapped;
  }, [renderProps.children, clearContexts]);
  const [triggerWidth, setTriggerWidth] = useState<string | null>(null);
  const onResize = useCallback(() => {
    if (triggerRef.current) setTriggerWidth(`${triggerRef.current.getBoundingClientRect().width}px`);
  }, [triggerRef]);
  useLayoutEffect(onResize, [onResize]);
  const ownStyle = renderProps.style as (CSSProperties & Record<string, unknown>) | undefined;
  useResizeObserver({ ref: ownStyle?.['--trigger-width'] ? undefined : triggerRef, onResize });
  const style = {
    ...popoverProps.style,
    '--trigger-anchor-point': triggerAnchorPoint ? `${triggerAnchorPoint.x}px ${triggerAnchorPoint.y}px` : undefined,
    ...ownStyle,
    '--trigger-width': ownStyle?.['--trigger-width'] || triggerWidth,
  } as CSSProperties;
  // Since the trigger may open the on-screen keyboard, the reveal waits for it (no layout shift).
  useLayoutEffect(() => runAfterKeyboard(() => setIsOpen(true)), []);
  return (
    <Overlay {...props} shouldContainFocus={isDialog} isExiting={isExiting}>
      {!props.isNonModal && state.isOpen && (
        <div data-testid="underlay" {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      )}
      <div ref={containerRef} style={{ display: 'contents' }}>
        <div
          {...mergeProps(filterDOMProps(props, { global: true }), popoverProps)}
          {...renderProps}
          id={isDialog ? (props as { id?: string }).id : undefined}
          role={isDialog ? 'dialog' : undefined}
          tabIndex={isDialog ? -1 : undefined}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          ref={ref as RefObject<HTMLDivElement | null>}
          slot={props.slot || undefined}
          style={style}
          dir={props.dir}
          data-trigger={props.trigger}
          data-placement={placement ?? undefined}
          data-entering={isEntering || undefined}
          data-exiting={isExiting || undefined}
        >
          {!props.isNonModal && <DismissButton onDismiss={state.close} />}
          <ArrowContext.Provider value={{ ...arrowProps, placement, ref: arrowRef }}>{children}</ArrowContext.Provider>
          <DismissButton onDismiss={state.close} />
        </div>
      </div>
    </Overlay>
  );
}

/** react-aria-components' `Tooltip`, reading the `TooltipTrigger`'s contexts as it does. */
export function FloatingTooltip(ownProps: TooltipProps) {
  const [props, ref] = useContextProps(ownProps, undefined, TooltipContext);
  const contextState = useContext(TooltipTriggerStateContext);
  const localState = useTooltipTriggerState(props);
  const state = props.isOpen != null || props.defaultOpen != null || !contextState ? localState : contextState;
  const exitAnimation = useExitAnimation(ref, state.isOpen);
  const isExiting = props.isExiting || (!state.shouldSkipAnimation && exitAnimation) || false;
  if (!state.isOpen && !isExiting) return null;
  return (
    <OverlayContainer>
      <TooltipInner
        {...props}
        state={state}
        tooltipRef={ref as RefObject<HTMLDivElement | null>}
        isExiting={isExiting}
      />
    </OverlayContainer>
  );
}

interface TooltipInnerProps extends TooltipProps {
  state: ReturnType<typeof useTooltipTriggerState>;
  tooltipRef: RefObject<HTMLDivElement | null>;
  isExiting: boolean;
}

function TooltipInner({ state, tooltipRef, isExiting, ...props }: TooltipInnerProps) {
  const arrowRef = useRef<HTMLDivElement>(null);
  const { overlayProps, arrowProps, placement, triggerAnchorPoint } = useOverlayPosition({
    placement: props.placement || 'top',
    targetRef: props.triggerRef as RefObject<Element | null>,
    overlayRef: tooltipRef,
    arrowRef,
    offset: props.offset,
    crossOffset: props.crossOffset,
    isOpen: state.isOpen,
    arrowBoundaryOffset: props.arrowBoundaryOffset,
    shouldFlip: props.shouldFlip,
    containerPadding: props.containerPadding,
    onClose: () => state.close(true),
  });
  const enterAnimation = useEnterAnimation(tooltipRef, !!placement);
  const isEntering = props.isEntering || (!state.shouldSkipAnimation && enterAnimation) || false;
  const renderProps = useRenderProps({
    ...props,
    defaultClassName: 'react-aria-Tooltip',
    values: { placement: placement ?? 'top', isEntering, isExiting, state },
  });
  const merged = mergeProps(props, overlayProps);
  const { tooltipProps } = useTooltip(merged, state);
  const domProps = filterDOMProps(merged, { global: true });
  return (
    <div
      {...mergeProps(domProps, renderProps, tooltipProps)}
      ref={tooltipRef}
      style={
        {
          ...overlayProps.style,
          '--trigger-anchor-point': triggerAnchorPoint
            ? `${triggerAnchorPoint.x}px ${triggerAnchorPoint.y}px`
            : undefined,
          ...renderProps.style,
        } as CSSProperties
      }
      data-placement={placement ?? undefined}
      data-entering={isEntering || undefined}
      data-exiting={isExiting || undefined}
    >
      <ArrowContext.Provider value={{ ...arrowProps, placement, ref: arrowRef }}>
        {renderProps.children}
      </ArrowContext.Provider>
    </div>
  );
}
