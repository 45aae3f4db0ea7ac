import { deleteReplyTemplate, saveReplyTemplate } from '@starcrew/api-client';
import { REPLY_MAX_LENGTH, type ReplyTemplate } from '@starcrew/contract';
import { Button, ConfirmDialog, Dialog, Form, Inline, Stack, Text, TextArea, TextField } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../app/useMutation.ts';
import { reviewsMessages } from './messages.ts';
import * as styles from './reviews.css.ts';
import {
  deleteTemplateBody,
  deleteTemplateLabel,
  editTemplateLabel,
  placeholdersHelp,
  templatesMessages as m,
} from './templatesMessages.ts';

export interface TemplatesDialogProps {
  templates: ReplyTemplate[];
  isOpen: boolean;
  onClose(): void;
  /** A template was saved or deleted: the inbox reads its tools again; `message` is the server's. */
  onChanged(message: string | undefined): void;
}

/**
 * The organization's reply templates (issue 14), from the inbox: each edited in place (title
 * and text, placeholders kept) or deleted after a confirmation. New ones are saved from the
 * composer ("Save as template").
 */
export function TemplatesDialog({ templates, isOpen, onClose, onChanged }: TemplatesDialogProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const save = useApiMutation(saveReplyTemplate);
  const remove = useApiMutation(deleteReplyTemplate);

  const onSubmit = async (event: FormEvent<HTMLFormElement>, template: ReplyTemplate) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await save.run(
      { title: String(form.get('title') ?? ''), body: String(form.get('body') ?? '') },
      template.id,
    );
    if (!result) return;
    setEditing(null);
    onChanged(result.message);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove.run(deleting.id);
    setDeleting(null);
    if (result) onChanged(result.message);
  };

  return (
    <>
      <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md" title={intl.formatMessage(m.title)}>
        <Stack space="200">
          <Text tone="muted">
            {intl.formatMessage(placeholdersHelp, { firstName: '{first_name}', business: '{business}' })}
          </Text>
          {templates.length === 0 ? (
            <Text>{intl.formatMessage(m.empty)}</Text>
          ) : (
            <ul className={styles.templates} aria-label={intl.formatMessage(m.title)}>
              {templates.map((template) => (
                <li key={template.id} className={styles.template}>
                  {editing === template.id ? (
                    <Form onSubmit={(e) => void onSubmit(e, template)} validationErrors={save.fieldErrors}>
                      <TextField
                        name="title"
                        label={intl.formatMessage(m.titleField)}
                        fieldName="field.templateTitle"
                        defaultValue={template.title}
                        maxLength={80}
                        isRequired
                      />
                      <TextArea
                        name="body"
                        label={intl.formatMessage(m.bodyField)}
                        fieldName="field.templateBody"
                        defaultValue={template.body}
                        maxLength={REPLY_MAX_LENGTH}
                        isRequired
                        autoGrow
                      />
                      <Inline space="100">
                        <Button variant="primary" type="submit" isPending={save.isPending}>
                          {intl.formatMessage(m.save)}
                        </Button>
                        <Button variant="secondary" onPress={() => setEditing(null)}>
                          {intl.formatMessage(reviewsMessages.cancel)}
                        </Button>
                      </Inline>
                    </Form>
                  ) : (
                    <Stack space="100">
                      <Text weight="medium">{template.title}</Text>
                      <Text size="sm" tone="muted" className={styles.comment}>
                        {template.body}
                      </Text>
                      <Inline space="100">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={intl.formatMessage(editTemplateLabel, { title: template.title })}
                          onPress={() => setEditing(template.id)}
                        >
                          {intl.formatMessage(m.edit)}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={intl.formatMessage(deleteTemplateLabel, { title: template.title })}
                          onPress={() => setDeleting(template)}
                        >
                          {intl.formatMessage(m.delete)}
                        </Button>
                      </Inline>
                    </Stack>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage(m.deleteTitle)}
        tone="danger"
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(reviewsMessages.cancel)}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting && intl.formatMessage(deleteTemplateBody, { title: deleting.title })}
      </ConfirmDialog>
    </>
  );
}
