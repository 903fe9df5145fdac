import { it as testo } from './it'

const { crud } = testo

describe('the entities’ phrases, from the noun', () => {
  test('Nuovo or Nuova by the noun’s gender', () => {
    expect(crud.nuovo('cliente')).toBe('Nuovo cliente')
    expect(crud.nuovo('scheda')).toBe('Nuova scheda')
    expect(crud.nuovo('esercizio')).toBe('Nuovo esercizio')
    expect(crud.nuovo('metodologiaPersonalizzata')).toBe('Nuova metodologia personalizzata')
  })

  test('the article by gender and first letter', () => {
    expect(crud.confermaElimina('cliente', 'Rossi Mario')).toBe('Eliminare il cliente Rossi Mario?')
    expect(crud.confermaElimina('scheda', 'Forza')).toBe('Eliminare la scheda Forza?')
    expect(crud.confermaElimina('istruttore', 'Bianchi')).toBe("Eliminare l'istruttore Bianchi?")
    expect(crud.confermaEliminaVirgolette('esercizio', 'Panca piana')).toBe(
      'Eliminare l\'esercizio "Panca piana"?',
    )
    expect(crud.confermaEliminaVirgolette('tipoMetodologia', 'Forza')).toBe(
      'Eliminare il tipo di metodologia "Forza"?',
    )
    expect(crud.apri('scheda', 'Forza')).toBe('Apri la scheda Forza')
  })
})
