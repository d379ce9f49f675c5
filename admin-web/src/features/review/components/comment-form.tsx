import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { commentSchema, type CommentValues } from '@bursary/domain/schemas/comment';
import { Form } from '@bursary/web-ui/components/form/form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageField } from '@/components/email-form/message-field';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** A new review comment ("enter comment" when empty); once saved, "Comment Saved" and the list above refreshes. */
export function CommentForm({ applicationId }: { applicationId: number }) {
  const { trigger, isMutating } = useAddComment();
  const { mutate: refreshComments } = useComments(applicationId);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CommentValues>({ resolver: yupResolver(commentSchema), defaultValues: { comment: '' } });

  const onValid = async (values: CommentValues) => {
    setSaved(null);
    try {
      const answer = await trigger({ ...values, application_id: applicationId });
      reset({ comment: '' });
      setSaved(answer.success);
      await refreshComments();
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <Form label="New comment" onSubmit={handleSubmit(onValid)}>
      <FormErrorAlert message={errors.root?.server?.message} whatNow="Your comment is still in the box: press Save Comment again." />
      <MessageField control={control} name="comment" label="Comment" isRequired isMultiline />
      {saved && <Alert className="form-alert" type="success" showIcon role="status" title={saved} />}
      <div className="actions">
        <Button type="primary" htmlType="submit" icon={isMutating ? <LoadingOutlined /> : undefined} disabled={isMutating}>
          {isMutating ? 'Saving...' : 'Save Comment'}
        </Button>
      </div>
    </Form>
  );
}
