import {
  ColorArea,
  ColorField,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Input,
  SliderTrack,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Label } from '../Field/Label.tsx';
import * as styles from './ColorPicker.css.ts';

export const colorPickerMessages = defineMessages({
  hex: { id: 'ui.colorPicker.hex', defaultMessage: 'Hex' },
  presets: { id: 'ui.colorPicker.presets', defaultMessage: 'Preset colors' },
});

/**
 * The popover's content, inside react-aria's ColorPicker context (every part edits the same
 * colour): saturation × brightness area, hue slider, hex field, presets. The area and slider
 * keep react-aria's own localised names ("Colour picker", "Hue").
 */
export function ColorPickerPanel({ presets }: { presets: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={styles.area}>
        <ColorThumb className={styles.thumb} />
      </ColorArea>
      <ColorSlider colorSpace="hsb" channel="hue">
        <SliderTrack className={styles.hueTrack}>
          <ColorThumb className={styles.thumb} />
        </SliderTrack>
      </ColorSlider>
      <ColorField className={styles.hexField}>
        <Label>{intl.formatMessage(colorPickerMessages.hex)}</Label>
        <Input className={styles.hexInput} />
      </ColorField>
      {presets.length > 0 && (
        <ColorSwatchPicker aria-label={intl.formatMessage(colorPickerMessages.presets)} className={styles.presets}>
          {presets.map((color) => (
            <ColorSwatchPickerItem key={color} color={color} className={styles.presetItem}>
              <ColorSwatch className={styles.presetSwatch} />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
      )}
    </>
  );
}
