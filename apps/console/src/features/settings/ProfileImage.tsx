import { updateImage } from '@starcrew/api-client';
import type { User } from '@starcrew/contract';
import { AvatarUpload, MessageBox, Stack } from '@starcrew/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useApiMutation } from '../../app/useMutation.ts';

/**
 * The profile picture (update-image). AvatarUpload refuses anything but PNG, JPEG or WebP of
 * at most 2 MB before a byte is sent; the server checks the content again.
 */
export function ProfileImage({ user }: { user: User }) {
  const { session } = useServices();
  const upload = useApiMutation(updateImage);

  const onFile = async (file: File) => {
    const result = await upload.run(file, file.name);
    if (result) session.send({ type: 'session.userUpdated', user: result.data });
  };

  return (
    <Stack space="150">
      <AvatarUpload
        name={user.full_name}
        src={user.image ?? undefined}
        onFile={(file) => void onFile(file)}
        isPending={upload.isPending}
        errorMessage={upload.fieldErrors?.image}
      />
      {upload.success && <MessageBox tone="success">{upload.success}</MessageBox>}
    </Stack>
  );
}
