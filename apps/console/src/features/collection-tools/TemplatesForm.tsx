import { saveCollectionTemplates } from '@starcrew/api-client';
import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  renderCollectionTemplate,
  SMS_BODY_MAX,
  textLength,
  type CollectionTemplates,
  type CollectionTools,
} from '@starcrew/contract';
import { Button, Card, Form, Heading, MessageBox, Stack, Text, TextArea, TextField, toastQueue } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './collectionTools.css.ts';
import { smsLengthMessage, smsTooLongMessage, toolsMessages } from './messages.ts';

/**
 * The location's SMS and email templates, with a live preview of what a customer receives:
 * the placeholders filled in with an example first name, the location's link and its name.
 */
export function TemplatesForm({ tools }: { tools: CollectionTools }) {
  const intl = useIntl();
  const [values, setValues] = useState<CollectionTemplates>({
    sms_body: tools.templates.sms_body,
    email_subject: tools.templates.email_subject,
    email_body: tools.templates.email_body,
  });
  const [isDefault, setIsDefault] = useState(tools.templates.is_default);
  const save = useApiMutation(saveCollectionTemplates);
  const set = (key: keyof CollectionTemplates) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const example = {
    firstName: intl.formatMessage(toolsMessages.previewFirstName),
    link: tools.link.url,
    business: tools.location.title,
  };
  const sms = renderCollectionTemplate(values.sms_body, example);
  const smsLength = textLength(sms);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await save.run(tools.location.id, values);
    if (!result) return;
    setIsDefault(false);
    if (result.message) toastQueue.add({ tone: 'success', title: result.message });
  };

  return (
    <Card
      title={intl.formatMessage(toolsMessages.templatesTitle)}
      description={intl.formatMessage(toolsMessages.templatesDescription)}
      headingLevel={2}
    >
      <Stack space="200">
        {isDefault && <MessageBox tone="info">{intl.formatMessage(toolsMessages.defaultNote)}</MessageBox>}
        <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
          <TextArea
            name="sms_body"
            label={intl.formatMessage(toolsMessages.smsBody)}
            fieldName="field.smsBody"
            value={values.sms_body}
            onChange={set('sms_body')}
            maxLength={SMS_BODY_MAX}
            rows={3}
            isRequired
          />
          <TextField
            name="email_subject"
            label={intl.formatMessage(toolsMessages.emailSubject)}
            fieldName="field.emailSubject"
            value={values.email_subject}
            onChange={set('email_subject')}
            maxLength={EMAIL_SUBJECT_MAX}
            isRequired
          />
          <TextArea
            name="email_body"
            label={intl.formatMessage(toolsMessages.emailBody)}
            fieldName="field.emailBody"
            value={values.email_body}
            onChange={set('email_body')}
            maxLength={EMAIL_BODY_MAX}
            rows={6}
            autoGrow
            isRequired
          />
          <Button variant="primary" type="submit" isPending={save.isPending}>
            {intl.formatMessage(toolsMessages.save)}
          </Button>
        </Form>
        <section aria-label={intl.formatMessage(toolsMessages.preview)}>
          <Stack space="150">
            <Heading level={3}>{intl.formatMessage(toolsMessages.preview)}</Heading>
            <Stack space="050">
              <Text weight="medium">{intl.formatMessage(toolsMessages.previewSms)}</Text>
              <div className={styles.preview} data-testid="sms-preview">
                {sms}
              </div>
              <Text size="sm" tone={smsLength > SMS_BODY_MAX ? 'danger' : 'muted'}>
                {smsLength > SMS_BODY_MAX
                  ? intl.formatMessage(smsTooLongMessage, { max: SMS_BODY_MAX })
                  : intl.formatMessage(smsLengthMessage, { count: smsLength, max: SMS_BODY_MAX })}
              </Text>
            </Stack>
            <Stack space="050">
              <Text weight="medium">{intl.formatMessage(toolsMessages.previewEmail)}</Text>
              <div className={styles.preview} data-testid="email-preview">
                <div className={styles.previewSubject}>{renderCollectionTemplate(values.email_subject, example)}</div>
                {renderCollectionTemplate(values.email_body, example)}
              </div>
            </Stack>
          </Stack>
        </section>
      </Stack>
    </Card>
  );
}
