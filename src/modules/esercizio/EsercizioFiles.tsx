import { memo, useState } from 'react'
import { Button, Empty, Flex, Image, Select, Tag, Typography, Upload } from 'antd'
import { DeleteOutlined, PlayCircleOutlined, UploadOutlined } from '@ant-design/icons'
import type { components } from '@/api/schema.gen'
import { useConfirmDelete } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import {
  useEsercizioFileRemoveMutation,
  useEsercizioFileUploadMutation,
  type EsercizioFileType,
} from './api'

type EsercizioFile = components['schemas']['EsercizioFile']

const t = it.esercizio.file

const TIPI: readonly { value: EsercizioFileType; label: string }[] = [
  { value: 'immagine', label: t.immagine },
  { value: 'video', label: t.video },
]
const etichettaTipo = (tipo: EsercizioFileType) =>
  TIPI.find((item) => item.value === tipo)?.label ?? tipo

/** Only web and inline-media addresses become links or previews (never script URLs). */
export function safeFileUrl(url: string): string | null {
  return /^(https?:|blob:|data:(image|video)\/)/i.test(url.trim()) ? url : null
}

export interface EsercizioFilesProps {
  esercizioId: number
  files: readonly EsercizioFile[]
}

/** The files attached to an exercise: list by type and number, upload, delete with confirm. */
export const EsercizioFiles = memo(function EsercizioFiles({
  esercizioId,
  files,
}: EsercizioFilesProps) {
  const confirmDelete = useConfirmDelete()
  const [fileType, setFileType] = useState<EsercizioFileType>('immagine')
  const [upload, { isLoading: uploading }] = useEsercizioFileUploadMutation()
  const [removeFile] = useEsercizioFileRemoveMutation()

  const sorted = [...files].sort(
    (a, b) => a.fileType.localeCompare(b.fileType) || a.fileNumber - b.fileNumber,
  )

  const elimina = async (file: EsercizioFile) => {
    await confirmDelete({ title: t.confermaElimina(file.nome) }, () =>
      removeFile({ id: esercizioId, fileType: file.fileType, fileNumber: file.fileNumber }),
    )
  }

  return (
    <Flex vertical gap={12}>
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />
      ) : (
        <ul aria-label={t.titolo} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sorted.map((file) => {
            const url = safeFileUrl(file.url)
            return (
              <li key={`${file.fileType}-${file.fileNumber}`} style={{ padding: '6px 0' }}>
                <Flex gap={12} align="center" justify="space-between">
                  <Flex gap={12} align="center" style={{ minWidth: 0 }}>
                    {file.fileType === 'immagine' && url ? (
                      <Image
                        src={url}
                        alt={file.nome}
                        width={48}
                        height={48}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                      />
                    ) : (
                      <PlayCircleOutlined aria-hidden style={{ fontSize: 32 }} />
                    )}
                    <Flex vertical style={{ minWidth: 0 }}>
                      <span>
                        <Tag>{t.numero(etichettaTipo(file.fileType), file.fileNumber)}</Tag>
                      </span>
                      {url ? (
                        <Typography.Link
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={it.comune.apriDi(file.nome)}
                          ellipsis
                        >
                          {file.nome}
                        </Typography.Link>
                      ) : (
                        <Typography.Text ellipsis>{file.nome}</Typography.Text>
                      )}
                    </Flex>
                  </Flex>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={it.comune.eliminaDi(file.nome)}
                    onClick={() => void elimina(file)}
                  />
                </Flex>
              </li>
            )
          })}
        </ul>
      )}
      <Flex gap={8} align="center" wrap>
        <Typography.Text id="esercizio-file-tipo">{t.tipo}</Typography.Text>
        <Select<EsercizioFileType>
          aria-labelledby="esercizio-file-tipo"
          value={fileType}
          onChange={setFileType}
          options={TIPI.map((tipo) => ({ value: tipo.value, label: tipo.label }))}
          style={{ width: 130 }}
        />
        <Upload
          accept={fileType === 'immagine' ? 'image/*' : 'video/*'}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload({ id: esercizioId, file, fileType })
              .unwrap()
              .catch(() => undefined)
            return false
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {t.carica}
          </Button>
        </Upload>
      </Flex>
    </Flex>
  )
})
