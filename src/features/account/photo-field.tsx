import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { profileImageProblem } from '../../../domain/validation/profile.ts';
import { Note, Problem } from './account.styles.ts';
import { Row } from '../../ui/layout.ts';

/**
 * The profile photo upload (spec part 2 §5 "Profile image"): jpg, png, jpeg or gif, at most 2 MB, ratio 1:1. Any
 * other file (avif, webp, pdf…) is refused with the spec's alert and the photo stays as it was.
 */
export function PhotoField({
  current,
  file,
  onFile,
  disabled,
}: {
  current: string | null;
  file: Blob | null;
  onFile: (file: Blob | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // the chosen file's picture (a data URL, read once per file); shown while that file is the form's photo
  const [preview, setPreview] = useState<{ file: Blob; url: string } | null>(null);
  const shown = file && preview?.file === file ? preview.url : current;
  return (
    <Row $gap={4}>
      {shown ? (
        <Preview src={shown} alt={t('account.edit.photo')} width={96} height={96} />
      ) : (
        <Empty aria-hidden="true" />
      )}
      <div>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          disabled={disabled}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (!chosen) return;
            const why = profileImageProblem(chosen);
            setProblem(why);
            if (why) return;
            onFile(chosen);
            const reader = new FileReader();
            reader.onload = () => setPreview({ file: chosen, url: String(reader.result) });
            reader.readAsDataURL(chosen);
          }}
        />
        <Pick htmlFor={id} data-disabled={disabled || undefined}>
          {t('account.edit.photoChange')}
        </Pick>
        <Note>{t('account.edit.photoRules')}</Note>
        {problem && <Problem role="alert">{t(problem)}</Problem>}
      </div>
    </Row>
  );
}

const Preview = styled.img`
  width: 96px;
  height: 96px;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
`;
const Empty = styled.span`
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.color.border};
`;
const Pick = styled.label`
  display: inline-block;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.primary};
  margin-block-end: ${({ theme }) => theme.space(1)};
  &[data-disabled] {
    cursor: default;
    opacity: 0.6;
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;
