import { useIntl } from 'react-intl';
import { Toast } from '@minesite/shared/ui';
import { imageFileProblem } from './image-file';
import { useUploadImageMutation } from './upload-api';

const PROBLEM_MESSAGES = {
  notImage: 'admin.upload.notImage',
  tooLarge: 'admin.upload.tooLarge',
} as const;

/**
 * Checks an image file (type, 5 MB) before anything is sent, uploads it with the spec's
 * toasts (上传中..., 上传成功, 上传图片失败，请重试) and resolves to its url, or null.
 */
export function useImageUpload() {
  const intl = useIntl();
  const [upload, { isLoading }] = useUploadImageMutation();

  async function uploadImage(file: File): Promise<string | null> {
    const problem = imageFileProblem(file);
    if (problem) {
      Toast.show({ icon: 'fail', content: intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }) });
      return null;
    }
    Toast.show({
      icon: 'loading',
      content: intl.formatMessage({ id: 'admin.upload.uploading' }),
      duration: 0,
    });
    const result = await upload(file);
    if ('error' in result || !result.data?.url) {
      Toast.show({ icon: 'fail', content: intl.formatMessage({ id: 'admin.upload.failed' }) });
      return null;
    }
    Toast.show({ icon: 'success', content: intl.formatMessage({ id: 'admin.upload.done' }) });
    return result.data.url;
  }

  return { uploadImage, uploading: isLoading };
}
