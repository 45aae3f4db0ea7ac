import { saveSellerQr, saveSellerQrLogo, type ApiClient } from '@starcrew/api-client';
import type { QrSettings, Seller } from '@starcrew/contract';
import {
  Button,
  ColorPicker,
  CopyField,
  Dialog,
  FileDrop,
  Form,
  Inline,
  Option,
  Select,
  Stack,
  Text,
  TextField,
  toastQueue,
} from '@starcrew/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../app/useMutation.ts';
import { linkAtMessage, qrIntroMessage, qrMessages } from './qrMessages.ts';
import { SellerQrCode } from './SellerQrCode.tsx';
import * as styles from './sellers.css.ts';

export interface SellerQrModalProps {
  /** The seller whose code is customized; null when closed. */
  seller: Seller | null;
  onClose(): void;
  /** Something was saved (the logo, or the colours and name): the list reads again. */
  onChanged(): void;
}

/**
 * QR customization of one seller (spec section 3): primary and secondary colours, a logo and
 * the name under the code, with a live preview drawn by qr-code-styling as the seller will
 * see it, PNG and SVG downloads of what is previewed, and the seller's link at each location.
 */
export function SellerQrModal({ seller, onClose, onChanged }: SellerQrModalProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={seller !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={intl.formatMessage(qrMessages.title)}
    >
      {seller && <QrForm key={seller.id} seller={seller} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

const uploadLogo = (api: ApiClient, id: string, file: File | null) => saveSellerQrLogo(api, id, file, file?.name);

function QrForm({ seller, onClose, onChanged }: { seller: Seller; onClose(): void; onChanged(): void }) {
  const intl = useIntl();
  const [qr, setQr] = useState<QrSettings>(seller.qr);
  const [locationId, setLocationId] = useState(seller.links[0]?.location_id ?? '');
  const save = useApiMutation(saveSellerQr);
  const logo = useApiMutation(uploadLogo);
  const set = useCallback(<K extends keyof QrSettings>(key: K, value: QrSettings[K]) => {
    setQr((current) => ({ ...current, [key]: value }));
  }, []);
  const link = seller.links.find((l) => l.location_id === locationId) ?? seller.links[0];
  const fullName = `${seller.first_name} ${seller.last_name}`;

  // The logo is saved as soon as it is chosen: the server checks and re-encodes it, and the
  // preview shows the stored file, the one the seller's code will carry.
  const changeLogo = async (file: File | null) => {
    const result = await logo.run(seller.id, file);
    if (!result) return;
    set('logo', result.data.qr.logo);
    onChanged();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await save.run(seller.id, {
      primary_color: qr.primary_color,
      secondary_color: qr.secondary_color,
      name: qr.name.trim(),
    });
    if (!result) return;
    if (result.message) toastQueue.add({ tone: 'success', title: result.message });
    onChanged();
    onClose();
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      <Text tone="muted">{intl.formatMessage(qrIntroMessage, { name: fullName })}</Text>
      <div className={styles.qrLayout}>
        <Stack space="200">
          <ColorPicker
            name="primary_color"
            label={intl.formatMessage(qrMessages.primary)}
            description={intl.formatMessage(qrMessages.primaryHelp)}
            value={qr.primary_color}
            onChange={(color) => set('primary_color', color.toString('hex').toLowerCase())}
            isInvalid={save.fieldErrors?.primary_color !== undefined}
            errorMessage={save.fieldErrors?.primary_color}
          />
          <ColorPicker
            name="secondary_color"
            label={intl.formatMessage(qrMessages.secondary)}
            description={intl.formatMessage(qrMessages.secondaryHelp)}
            value={qr.secondary_color}
            onChange={(color) => set('secondary_color', color.toString('hex').toLowerCase())}
            isInvalid={save.fieldErrors?.secondary_color !== undefined}
            errorMessage={save.fieldErrors?.secondary_color}
          />
          <TextField
            name="name"
            label={intl.formatMessage(qrMessages.name)}
            description={intl.formatMessage(qrMessages.nameHelp)}
            fieldName="field.qrName"
            value={qr.name}
            onChange={(name) => set('name', name)}
            maxLength={60}
            isRequired
          />
          <Stack space="100">
            <Text weight="medium">{intl.formatMessage(qrMessages.logo)}</Text>
            <FileDrop
              aria-label={intl.formatMessage(qrMessages.logo)}
              onFile={(file) => void changeLogo(file)}
              isPending={logo.isPending}
              errorMessage={logo.fieldErrors?.logo}
            />
            {qr.logo && (
              <Inline>
                <Button variant="secondary" size="sm" onPress={() => void changeLogo(null)} isDisabled={logo.isPending}>
                  {intl.formatMessage(qrMessages.removeLogo)}
                </Button>
              </Inline>
            )}
          </Stack>
        </Stack>
        <Stack space="200" className={styles.previewColumn}>
          {seller.links.length > 1 && (
            <Select
              label={intl.formatMessage(qrMessages.location)}
              selectedKey={link?.location_id ?? null}
              onSelectionChange={(key) => key !== null && setLocationId(String(key))}
            >
              {seller.links.map((l) => (
                <Option key={l.location_id} id={l.location_id} textValue={l.location_title}>
                  {l.location_title}
                </Option>
              ))}
            </Select>
          )}
          {link ? (
            <div className={styles.preview}>
              <SellerQrCode link={link} qr={{ ...qr, name: qr.name.trim() || fullName }} size={180} />
            </div>
          ) : (
            <Text tone="muted">{intl.formatMessage(qrMessages.noLink)}</Text>
          )}
          {seller.links.map((l) => (
            <CopyField
              key={l.location_id}
              label={intl.formatMessage(linkAtMessage, { location: l.location_title })}
              value={l.url}
            />
          ))}
        </Stack>
      </div>
      <Button variant="secondary" slot="close">
        {intl.formatMessage(qrMessages.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending}>
        {intl.formatMessage(qrMessages.save)}
      </Button>
    </Form>
  );
}
