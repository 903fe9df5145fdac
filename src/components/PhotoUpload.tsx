import { useState } from 'react'
import { Avatar, Button, Flex, Typography, Upload } from 'antd'
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons'
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@/config/constants'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import { useConfirm } from './use-confirm'

export interface PhotoUploadProps {
  /** The current picture (URL or data URL); empty -> an avatar with the initials. */
  foto?: string | null
  /** First name and surname of the person: the avatar's initials and the image's alt text. */
  nome?: string | null
  cognome?: string | null
  /**
   * Sends the chosen file (multipart {profilePicture, id}) and resolves with the answer; its foto is
   * shown at once. Called only with an image within PICTURE_MAX_BYTES. Reject on failure: the old
   * picture stays (the base query already toasts the server's error).
   */
  onUpload: (file: File) => Promise<{ foto: string }>
  /** Removes the picture (removepicture {id}); asked only after the user confirms. */
  onRemove: () => Promise<unknown>
  /**
   * When set, the picture cannot be changed yet and this text says why (e.g. on a new record:
   * "Salva il cliente per caricare la foto").
   */
  disabledReason?: string
  /** Avatar size in px (default 128). */
  size?: number
  /** The hint under the buttons, instead of the accepted types and size. */
  suggerimento?: string
}

/** The reason a file cannot be sent, or null when it can (the server checks the content too). */
export function pictureError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return it.foto.soloImmagini
  if (file.size === 0) return it.foto.vuoto
  if (file.size > PICTURE_MAX_BYTES) return it.errori.fileTroppoGrande
  return null
}

const initials = (nome?: string | null, cognome?: string | null) =>
  `${nome?.trim().charAt(0) ?? ''}${cognome?.trim().charAt(0) ?? ''}`.toUpperCase()

/**
 * The profile picture of a client or an instructor: shows it (or the initials), uploads a new one
 * (images only, at most 5MB: otherwise an error toast and an inline message, and nothing is sent)
 * and removes it after a confirmation.
 */
export function PhotoUpload({
  foto,
  nome,
  cognome,
  onUpload,
  onRemove,
  disabledReason,
  size = 128,
  suggerimento = it.foto.suggerimento,
}: PhotoUploadProps) {
  const confirm = useConfirm()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The answer of the last upload/removal, shown until the `foto` prop changes (refetched row).
  const [answer, setAnswer] = useState<{ from: string | null; foto: string | null } | null>(null)
  const current = foto ?? null
  const shown = answer && answer.from === current ? answer.foto : current
  const disabled = disabledReason !== undefined || busy
  const fullName = [nome, cognome].filter(Boolean).join(' ')

  const send = async (file: File) => {
    const problem = pictureError(file)
    setError(problem)
    if (problem) {
      notify.error(problem)
      return
    }
    setBusy(true)
    try {
      const result = await onUpload(file)
      setAnswer({ from: current, foto: result.foto })
    } catch {
      // The base query has shown the error; the previous picture stays.
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    const ok = await confirm({
      title: it.foto.rimuoviConferma,
      okText: it.comune.rimuovi,
      danger: true,
    })
    if (!ok) return
    setBusy(true)
    try {
      await onRemove()
      setAnswer({ from: current, foto: null })
      setError(null)
    } catch {
      // Already toasted by the base query.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex vertical align="center" gap="small" role="group" aria-label={it.foto.titolo}>
      <Avatar
        size={size}
        src={shown ?? undefined}
        alt={shown ? it.foto.alt(fullName) : undefined}
        icon={shown || initials(nome, cognome) ? undefined : <UserOutlined aria-hidden />}
        aria-hidden={shown ? undefined : true}
      >
        {initials(nome, cognome)}
      </Avatar>
      <Flex gap="small" wrap justify="center">
        <Upload
          accept={PICTURE_TYPES.join(',')}
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void send(file)
            return Upload.LIST_IGNORE
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} disabled={disabled} loading={busy}>
            {shown ? it.foto.cambia : it.foto.carica}
          </Button>
        </Upload>
        {shown && (
          <Button
            icon={<DeleteOutlined aria-hidden />}
            danger
            disabled={disabled}
            onClick={() => void remove()}
          >
            {it.foto.rimuovi}
          </Button>
        )}
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{disabledReason ?? suggerimento}</Typography.Text>
      )}
    </Flex>
  )
}
