import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { FlowEntry } from './flow-catalogue.ts';
import { layoutFlow, type FlowLayout } from './flow-layout.ts';
import { DiagramFrame, DiagramSvg, Toolbar, Hint } from './flows.styles.ts';

/** What the drawing marks and reports: the live states, the chosen transition and the state clicked last (its screen
 * is linked beside the drawing). */
export interface FlowMarks {
  active: Set<string>;
  selected: string | null;
  onSelect: (key: string) => void;
  chosenState: string | null;
  onSelectState: (id: string) => void;
}

interface View {
  scale: number;
  x: number;
  y: number;
}
const START: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(4, Math.max(0.2, scale));

/** A machine drawn with elkjs: states (compound, parallel regions dashed, final doubled, initial dotted), transitions
 * labelled with event and guard, live states highlighted; zoom and pan with pointer, wheel, buttons and keys. */
export function FlowDiagram({ entry, marks }: { entry: FlowEntry; marks: FlowMarks }) {
  const { t, i18n } = useTranslation();
  const direction = i18n.dir() === 'rtl' ? 'LEFT' : 'RIGHT';
  const [layout, setLayout] = useState<{ for: string; layout: FlowLayout | null } | null>(null);
  const [view, setView] = useState<View>(START);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const key = `${entry.id}:${direction}`;

  useEffect(() => {
    let live = true;
    layoutFlow(entry.graph, direction).then(
      (result) => live && setLayout({ for: key, layout: result }),
      () => live && setLayout({ for: key, layout: null }),
    );
    return () => {
      live = false;
    };
  }, [entry, direction, key]);

  const zoom = (factor: number) => setView((v) => ({ ...v, scale: clampScale(v.scale * factor) }));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => pan(40, 0),
      ArrowRight: () => pan(-40, 0),
      ArrowUp: () => pan(0, 40),
      ArrowDown: () => pan(0, -40),
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(0.8),
      '0': () => setView(START),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  const onWheel = (event: WheelEvent) => zoom(event.deltaY < 0 ? 1.1 : 0.9);
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-transition], g.state.atomic, g.state.final')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (start)
      setView({ ...start.view, x: start.view.x + event.clientX - start.x, y: start.view.y + event.clientY - start.y });
  };
  const onPointerUp = () => (drag.current = null);

  const current = layout?.for === key ? layout : null;
  const label = t('flows.diagramLabel', {
    machine: entry.id,
    states: entry.graph.states,
    transitions: entry.graph.transitions,
  });

  return (
    <section aria-labelledby="flow-diagram-title">
      <h3 id="flow-diagram-title">{t('flows.diagramTitle', { machine: entry.id })}</h3>
      <Toolbar>
        <Button $variant="secondary" $size="sm" onClick={() => zoom(1.25)}>
          {t('flows.zoomIn')}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => zoom(0.8)}>
          {t('flows.zoomOut')}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={() => setView(START)}>
          {t('flows.resetView')}
        </Button>
        <Hint>{t('flows.panHint')}</Hint>
      </Toolbar>
      <DiagramFrame
        role="group"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        data-machine={entry.id}
        data-ready={current?.layout ? 'true' : 'false'}
      >
        {!current ? (
          <p role="status">{t('flows.laying', { machine: entry.id })}</p>
        ) : !current.layout ? (
          <p role="alert">{t('flows.layoutFailed')}</p>
        ) : (
          <Drawing layout={current.layout} view={view} marks={marks} title={label} />
        )}
      </DiagramFrame>
    </section>
  );
}

function Drawing({
  layout,
  view,
  marks: { active, selected, onSelect, chosenState, onSelectState },
  title,
}: {
  layout: FlowLayout;
  view: View;
  marks: FlowMarks;
  title: string;
}) {
  const pad = 16;
  return (
    <DiagramSvg
      role="img"
      aria-label={title}
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      style={{ aspectRatio: `${layout.width + 2 * pad} / ${layout.height + 2 * pad}` }}
    >
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="arrow" />
        </marker>
      </defs>
      <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
        {layout.nodes.map(({ node, x, y, width, height }) => {
          const leaf = node.children.length === 0;
          const on = active.has(node.id);
          return (
            <g
              key={node.id}
              className={`state ${node.type}${node.region ? ' region' : ''}${on ? ' active' : ''}${chosenState === node.id ? ' chosen' : ''}`}
              data-state-id={node.id}
              data-active={on ? 'true' : 'false'}
              onClick={(event) => {
                event.stopPropagation(); // the innermost state, not its parents
                onSelectState(node.id);
              }}
            >
              <title>{node.description ? `${node.id}: ${node.description}` : node.id}</title>
              <rect x={x} y={y} width={width} height={height} rx={leaf ? 8 : 12} />
              {node.type === 'final' && (
                <rect className="inner" x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />
              )}
              {node.initial && <circle className="initial" cx={x} cy={y} r={5} />}
              <text
                x={leaf ? x + width / 2 : x + 12}
                y={leaf ? y + height / 2 + 4 : y + 21}
                textAnchor={leaf ? 'middle' : 'start'}
              >
                {node.name}
                {node.tags.length && !leaf ? ` · ${node.tags.join(', ')}` : ''}
              </text>
            </g>
          );
        })}
        {layout.edges.map((edge) => {
          const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');
          return (
            <g
              key={edge.id}
              className={`transition${selected === edge.key ? ' selected' : ''}`}
              data-transition={edge.key}
              onClick={() => onSelect(edge.key)}
            >
              <path className="hit" d={d} />
              <path className="line" d={d} markerEnd="url(#flow-arrow)" />
              {edge.labelBox && (
                <>
                  <rect
                    className="label"
                    x={edge.labelBox.x}
                    y={edge.labelBox.y}
                    width={edge.labelBox.width}
                    height={edge.labelBox.height}
                    rx={3}
                  />
                  <text x={edge.labelBox.x + 4} y={edge.labelBox.y + 12}>
                    {edge.label}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </g>
    </DiagramSvg>
  );
}
