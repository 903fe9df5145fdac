/** An area of the dictionary, assembled by src/i18n/it.ts as `it.foto`. */
export const foto = {
  titolo: 'Foto profilo',
  carica: 'Carica foto',
  cambia: 'Cambia foto',
  rimuovi: 'Rimuovi foto',
  rimuoviConferma: 'Rimuovere la foto profilo?',
  suggerimento: 'Immagine JPG, PNG, GIF o WEBP, al massimo 5MB.',
  soloImmagini: "Il file deve essere un'immagine (JPG, PNG, GIF o WEBP).",
  vuoto: 'Il file è vuoto.',
  alt: (nome: string) => `Foto profilo di ${nome}`,
  caricamento: 'Caricamento della foto in corso…',
} as const
