import { defineMessage, defineMessages } from 'react-intl';

/** The inbox's reply templates dialog (issue 14): edit and delete. Its button's text is `openTemplatesMessage` (`messages.ts`). */
export const templatesMessages = defineMessages({
  title: { id: 'reviews.templates.title', defaultMessage: 'Reply templates' },
  empty: {
    id: 'reviews.templates.empty',
    defaultMessage: 'No template yet: write a reply, then choose “Save as template”.',
  },
  titleField: { id: 'reviews.templates.titleField', defaultMessage: 'Title' },
  bodyField: { id: 'reviews.templates.bodyField', defaultMessage: 'Text' },
  save: { id: 'reviews.templates.save', defaultMessage: 'Save the template' },
  edit: { id: 'reviews.templates.edit', defaultMessage: 'Edit' },
  delete: { id: 'reviews.templates.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'reviews.templates.deleteTitle', defaultMessage: 'Delete this template?' },
});

export const placeholdersHelp = defineMessage<{ firstName: string; business: string }>({
  id: 'reviews.templates.placeholders',
  defaultMessage: '{firstName} and {business} are replaced by the reviewer’s first name and your business’s name.',
});

export const editTemplateLabel = defineMessage<{ title: string }>({
  id: 'reviews.templates.editLabel',
  defaultMessage: 'Edit the template {title}',
});

export const deleteTemplateLabel = defineMessage<{ title: string }>({
  id: 'reviews.templates.deleteLabel',
  defaultMessage: 'Delete the template {title}',
});

export const deleteTemplateBody = defineMessage<{ title: string }>({
  id: 'reviews.templates.deleteBody',
  defaultMessage: '“{title}” is removed for every manager of your organization. This cannot be undone.',
});
