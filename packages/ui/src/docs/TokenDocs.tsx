/* Token tables for Introduction.mdx: every swatch and step is read from the contract and theme. */
import type { CSSProperties, ReactNode } from 'react';
import { lightTheme } from '../themes/light.ts';
import { vars } from '../tokens/contract.css.ts';
import { scaleSteps } from '../utils/scaleSteps.ts';

const caption: CSSProperties = { ...vars.typography.caption, color: vars.color.text.muted };
const name: CSSProperties = { ...vars.typography.label, color: vars.color.text.default };
const grid = (min: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  gap: 12,
  margin: '12px 0 24px',
});

function Row({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <div style={{ width: 180, flexShrink: 0 }}>
        <div style={name}>{label}</div>
        <div style={caption}>{value}</div>
      </div>
      {children}
    </div>
  );
}

type Group = keyof typeof vars.color;

/** Text meant for a fill is shown on that fill. */
const onFill: Record<string, string> = {
  onAccent: vars.color.background.accent,
  onDanger: vars.color.background.danger,
};

/** One swatch per semantic colour of a group (`background`, `text` or `border`). */
export function Swatches({ group }: { group: Group }) {
  const values = lightTheme.color[group] as Record<string, string>;
  const cssVars = vars.color[group] as Record<string, string>;
  return (
    <div style={grid(150)}>
      {Object.keys(values).map((key) => (
        <div
          key={key}
          style={{
            border: `1px solid ${vars.color.border.subtle}`,
            borderRadius: 8,
            overflow: 'hidden',
            background: vars.color.background.surface,
          }}
        >
          <div
            style={{
              height: 48,
              background: group === 'background' ? cssVars[key] : (onFill[key] ?? vars.color.background.surface),
              color: group === 'text' ? cssVars[key] : undefined,
              boxShadow: group === 'border' ? `inset 0 0 0 3px ${cssVars[key]}` : undefined,
              display: 'grid',
              placeItems: 'center',
              ...vars.typography.bodyStrong,
            }}
          >
            {group === 'text' ? 'Aa' : null}
          </div>
          <div style={{ padding: 8 }}>
            <div style={name}>{key}</div>
            <div style={caption}>{values[key]}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

export function SpaceScale() {
  return (
    <div style={{ display: 'grid', gap: 8, margin: '12px 0 24px' }}>
      {scaleSteps(lightTheme.space).map((step) => (
        <Row key={step} label={`space['${step}']`} value={lightTheme.space[step]}>
          <div
            style={{ width: vars.space[step], height: 12, background: vars.color.background.accent, borderRadius: 2 }}
          />
        </Row>
      ))}
    </div>
  );
}

export function RadiusScale() {
  return (
    <div style={grid(120)}>
      {scaleSteps(lightTheme.radius).map((step) => (
        <div key={step} style={{ display: 'grid', gap: 6 }}>
          <div
            style={{
              height: 56,
              background: vars.color.background.accentSoft,
              border: `1px solid ${vars.color.border.accent}`,
              borderRadius: vars.radius[step],
            }}
          />
          <div style={name}>{`radius['${step}']`}</div>
          <div style={caption}>{lightTheme.radius[step]}</div>
        </div>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 16, margin: '12px 0 24px' }}>
      {Object.entries(lightTheme.typography).map(([key, style]) => (
        <Row key={key} label={key} value={`${style.fontSize} / ${style.lineHeight} · ${style.fontWeight}`}>
          <span style={{ ...vars.typography[key as keyof typeof vars.typography], color: vars.color.text.default }}>
            Les avis de vos clients, au même endroit
          </span>
        </Row>
      ))}
    </div>
  );
}

export function ElevationScale() {
  return (
    <div style={grid(160)}>
      {scaleSteps(lightTheme.elevation).map((step) => (
        <div
          key={step}
          style={{
            height: 72,
            borderRadius: 8,
            background: vars.color.background.surface,
            boxShadow: vars.elevation[step],
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <span style={name}>{`elevation['${step}']`}</span>
        </div>
      ))}
    </div>
  );
}
