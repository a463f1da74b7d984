import ListSubheader from '@mui/material/ListSubheader';
import { alpha, styled } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type CSSProperties, type KeyboardEventHandler, type Ref } from 'react';
import { focusRing } from '../lib/theme';
import { DROPDOWN_OVERSCAN, DROPDOWN_ROW_HEIGHT } from './dropdown-constants';
import {
  dropdownOptionId,
  type TDropdownOption,
  type TDropdownRow,
  type TDropdownView,
} from './dropdown-options';

/** The list of an open Dropdown panel: which options to show and what the user does to them. */
export interface TDropdownListProps {
  view: TDropdownView;
  listboxId: string;
  /** Names the listbox: the id of the Dropdown's visible label. */
  labelId: string;
  /** Index in `view.options` of the option the keyboard acts on; -1 for none. */
  activeIndex: number;
  selectedId: string | null;
  /** Bring the active option into view (after a key press or on opening, not on a hover). */
  scrollToActive: boolean;
  open: boolean;
  /** The listbox itself holds focus (a Dropdown without a search input). */
  focusable: boolean;
  listboxRef: Ref<HTMLUListElement>;
  onKeyDown: KeyboardEventHandler;
  onActivate: (index: number) => void;
  onChoose: (option: TDropdownOption) => void;
}

const LIST_PADDING = 8;

const Listbox = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  outline: 0,
});

const OptionItem = styled('li')(({ theme }) => {
  const { action, primary } = theme.palette;
  return {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: DROPDOWN_ROW_HEIGHT,
    padding: theme.spacing(0, 2),
    cursor: 'pointer',
    userSelect: 'none',
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // issue 23: the option the keys act on carries the focus ring (focus stays in the input).
    '&[data-active="true"]': { backgroundColor: action.focus, ...focusRing(true) },
    '&[aria-selected="true"]': {
      backgroundColor: alpha(primary.main, action.selectedOpacity),
      '&[data-active="true"]': {
        backgroundColor: alpha(primary.main, action.selectedOpacity + action.focusOpacity),
      },
    },
    '&[aria-disabled="true"]': { opacity: action.disabledOpacity, cursor: 'default' },
  };
});

type TRowContext = Pick<
  TDropdownListProps,
  'listboxId' | 'activeIndex' | 'selectedId' | 'onActivate' | 'onChoose'
>;

interface TRowProps {
  row: TDropdownRow;
  context: TRowContext;
  /** Only a virtual list sets these: its rows are positioned and numbered out of the total. */
  position?: CSSProperties;
  setSize?: number;
}

/** A group header (not an option, so hidden from the listbox's semantics) or an option. */
function DropdownRowItem({ row, context, position, setSize }: TRowProps) {
  if (row.kind === 'group') {
    return (
      <ListSubheader
        component="li"
        role="presentation"
        disableSticky={position !== undefined}
        sx={{ height: DROPDOWN_ROW_HEIGHT, lineHeight: `${DROPDOWN_ROW_HEIGHT}px` }}
        style={position}
      >
        {row.label}
      </ListSubheader>
    );
  }
  const { option, index } = row;
  return (
    <OptionItem
      id={dropdownOptionId(context.listboxId, index)}
      role="option"
      aria-selected={option.id === context.selectedId}
      aria-disabled={option.disabled || undefined}
      aria-setsize={setSize}
      aria-posinset={setSize === undefined ? undefined : index + 1}
      data-active={index === context.activeIndex}
      title={option.name}
      style={{ ...option.style, ...position }}
      // Focus stays in the search input (or listbox) while the pointer picks.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!option.disabled && index !== context.activeIndex) context.onActivate(index);
      }}
      onClick={() => {
        if (!option.disabled) context.onChoose(option);
      }}
    >
      <span>{option.name}</span>
    </OptionItem>
  );
}

function rowContext(props: TDropdownListProps): TRowContext {
  const { listboxId, activeIndex, selectedId, onActivate, onChoose } = props;
  return { listboxId, activeIndex, selectedId, onActivate, onChoose };
}

function listboxProps(props: TDropdownListProps) {
  return {
    id: props.listboxId,
    role: 'listbox',
    'aria-labelledby': props.labelId,
    ref: props.listboxRef,
    ...(props.focusable && {
      tabIndex: 0,
      'aria-activedescendant':
        props.activeIndex >= 0 ? dropdownOptionId(props.listboxId, props.activeIndex) : undefined,
      onKeyDown: props.onKeyDown,
    }),
  };
}

const scrollAreaSx = { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' } as const;

/** Every option rendered; for lists up to the virtualising threshold (spec §9). */
export function DropdownPlainList(props: TDropdownListProps) {
  const { view, listboxId, activeIndex, scrollToActive } = props;
  const context = rowContext(props);
  useEffect(() => {
    if (!scrollToActive || activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(dropdownOptionId(listboxId, activeIndex))?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [listboxId, activeIndex, scrollToActive]);
  return (
    <Listbox
      {...listboxProps(props)}
      sx={{ ...scrollAreaSx, py: view.rows.length > 0 ? `${LIST_PADDING}px` : 0 }}
    >
      {view.rows.map((row) => (
        <DropdownRowItem key={row.key} row={row} context={context} />
      ))}
    </Listbox>
  );
}

/** Only the rows in view (plus an overscan) rendered, at a fixed row height (spec §9: over 150). */
export function DropdownVirtualList(props: TDropdownListProps) {
  const { view, open, activeIndex, scrollToActive } = props;
  const context = rowContext(props);
  const scrollRef = useRef<HTMLDivElement>(null);
  const padding = view.rows.length > 0 ? LIST_PADDING : 0;
  // The compiler leaves this component unmemoised, which the virtualizer needs: it changes
  // in place as the list scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: view.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DROPDOWN_ROW_HEIGHT,
    getItemKey: (index) => view.rows[index]?.key ?? index,
    overscan: DROPDOWN_OVERSCAN,
    paddingStart: padding,
    paddingEnd: padding,
    // React 19 warns about flushSync inside its lifecycle; a frame's delay does not show.
    useFlushSync: false,
  });
  const activeRow = activeIndex < 0 ? -1 : (view.rowOfOption[activeIndex] ?? -1);
  useEffect(() => {
    if (open && scrollToActive && activeRow >= 0) {
      virtualizer.scrollToIndex(activeRow, { align: 'auto' });
    }
  }, [virtualizer, open, scrollToActive, activeRow]);
  return (
    <div ref={scrollRef} tabIndex={-1} style={scrollAreaSx}>
      <Listbox
        {...listboxProps(props)}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = view.rows[item.index];
          return (
            row && (
              <DropdownRowItem
                key={item.key}
                row={row}
                context={context}
                setSize={view.options.length}
                position={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              />
            )
          );
        })}
      </Listbox>
    </div>
  );
}
