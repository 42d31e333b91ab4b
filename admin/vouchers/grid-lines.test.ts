import { describe, expect, it } from 'vitest'
import {
  balancingAmount,
  differenceText,
  emptyLine,
  type GridLine,
  isBlank,
  linesFromItems,
  matchLedgers,
  missingLedgers,
  placeErrors,
  requestBody,
  todayIn,
  totals,
  withAmount,
} from './grid-lines.ts'
import { ledgerFitsType, printTitle, voucherStatus, voucherTypeName } from './voucher-types.ts'

const line = (ledgerId: number | null, debit = '', credit = ''): GridLine => ({
  ...emptyLine(),
  ledgerId,
  debit,
  credit,
})

describe('totals and the difference', () => {
  it('adds typed amounts exactly, commas and all, in paisa', () => {
    const lines = [line(1, '0.10'), line(2, '0.20'), line(3, '', '0.30')]
    expect(totals(lines)).toEqual({ debit: 30n, credit: 30n, difference: 0n })
    expect(totals([line(1, '1,25,000.50'), line(2, '', '1250')])).toEqual({
      debit: 12_500_050n,
      credit: 125_000n,
      difference: 12_375_050n,
    })
  })

  it('counts unreadable or negative text as nothing', () => {
    expect(totals([line(1, 'abc'), line(2, '-5', '1.234')])).toEqual({
      debit: 0n,
      credit: 0n,
      difference: 0n,
    })
  })

  it('names the side that is ahead, or says the sides match', () => {
    expect(differenceText(totals([line(1, '300'), line(2, '', '150')]))).toBe('Difference: Dr 150.00')
    expect(differenceText(totals([line(1, '100'), line(2, '', '125000')]))).toBe('Difference: Cr 1,24,900.00')
    expect(differenceText(totals([line(1, '100'), line(2, '', '100.00')]))).toBe(
      'Congratulations, Debit & Credit match',
    )
    expect(differenceText(totals([line(null)]))).toBe('Enter the lines: debit and credit')
  })
})

describe('a new line', () => {
  it('starts with the amount that balances the voucher, on the short side', () => {
    expect(balancingAmount([line(1, '300'), line(2, '', '100')])).toEqual({ side: 'credit', amount: 20000n })
    expect(balancingAmount([line(1, '', '99.99')])).toEqual({ side: 'debit', amount: 9999n })
    expect(balancingAmount([line(1, '5'), line(2, '', '5')])).toBeUndefined()
    const next = emptyLine(balancingAmount([line(1, '', '1250.5')]))
    expect(next).toMatchObject({ debit: '1250.50', credit: '', ledgerId: null })
  })

  it('gets a key of its own', () => {
    expect(emptyLine().key).not.toBe(emptyLine().key)
  })
})

describe('typing an amount', () => {
  it('clears the other side once the amount is more than zero', () => {
    const credited = line(1, '', '50')
    expect(withAmount(credited, 'debit', '75')).toMatchObject({ debit: '75', credit: '' })
    expect(withAmount(line(1, '75'), 'credit', '10')).toMatchObject({ debit: '', credit: '10' })
  })

  it('leaves the other side while the text is still no amount', () => {
    expect(withAmount(line(1, '', '50'), 'debit', '')).toMatchObject({ debit: '', credit: '50' })
    expect(withAmount(line(1, '', '50'), 'debit', '0')).toMatchObject({ debit: '0', credit: '50' })
  })
})

describe('the request', () => {
  it('sends exact two-decimal amounts, leaves blank lines out and remembers which line each item is', () => {
    const lines = [line(7, '1,250.5'), line(null), line(9, '', '1250.50')]
    const { body, sentKeys } = requestBody(
      { type: 'receipt', date: '2026-11-25', branch: null, narration: ' Dues ' },
      lines,
    )
    expect(body).toMatchObject({ type: 'receipt', date: '2026-11-25', branch: null, narration: 'Dues' })
    expect(body.items).toEqual([
      expect.objectContaining({
        ledger: 7,
        debit_amount: '1250.50',
        credit_amount: '0.00',
        cheque_date: null,
      }),
      expect.objectContaining({ ledger: 9, debit_amount: '0.00', credit_amount: '1250.50' }),
    ])
    expect(sentKeys).toEqual([lines[0]?.key, lines[2]?.key])
    expect(isBlank(line(null, ' '))).toBe(true)
  })

  it('sends text that is no amount as typed, for the server to name', () => {
    const { body } = requestBody({ type: 'journal', date: '2026-11-25', branch: 2, narration: '' }, [
      line(1, '12.345'),
    ])
    expect((body.items as { debit_amount: string }[])[0]?.debit_amount).toBe('12.345')
  })

  it('puts the server’s errors on the grid lines they name', () => {
    const keys = [11, 14]
    const placed = placeErrors(
      {
        'items[1][ledger]': ['Ledger "Cash" is closed to new entries.'],
        'items[0][debit_amount]': 'Enter a debit or a credit amount.',
        items: ['Debits (100.00) and credits (90.00) differ by 10.00'],
        date: ['The books are locked up to 30 Jun 2026.'],
        root: { serverError: 'x' },
      },
      keys,
    )
    expect(placed.lines.get(14)).toEqual({ ledger: 'Ledger "Cash" is closed to new entries.' })
    expect(placed.lines.get(11)).toEqual({ debit_amount: 'Enter a debit or a credit amount.' })
    expect(placed.voucher).toEqual({
      items: 'Debits (100.00) and credits (90.00) differ by 10.00',
      date: 'The books are locked up to 30 Jun 2026.',
    })
  })

  it('asks for a ledger on a line with an amount before anything is sent', () => {
    const lines = [line(null, '10'), line(null), line(3, '', '10')]
    const placed = missingLedgers(lines)
    expect([...placed.lines.entries()]).toEqual([[lines[0]?.key, { ledger: 'Choose a ledger.' }]])
  })

  it('reads a saved voucher’s items back into lines', () => {
    const [first, second] = linesFromItems([
      {
        ledger: { id: 3 },
        sub_ledger: null,
        debit_amount: '100.00',
        credit_amount: '0.00',
        cheque_no: 'C-1',
      },
      { ledger: { id: 4 }, sub_ledger: { id: 8 }, debit_amount: '0.00', credit_amount: '100.00' },
    ])
    expect(first).toMatchObject({ ledgerId: 3, debit: '100.00', credit: '', chequeNo: 'C-1' })
    expect(second).toMatchObject({ ledgerId: 4, subLedgerId: 8, debit: '', credit: '100.00', chequeNo: '' })
  })
})

describe('choosing a ledger by typing', () => {
  const ledgers = [
    { id: 1, name: 'Cash', code: '1001', account_type: 'cash' },
    { id: 2, name: 'Office Rent', code: '5010', account_type: 'expense' },
    { id: 3, name: 'Petty Cash', code: null, account_type: 'cash' },
    { id: 4, name: 'Cashew Sales', code: '4100', account_type: 'income', is_active: false },
    { id: 5, name: 'Dutch-Bangla Bank', code: '1101', account_type: 'bank' },
  ]

  it('puts codes first, then names that start with the text, then names containing it; never closed ledgers', () => {
    expect(matchLedgers(ledgers, 'cash').map((l) => l.id)).toEqual([1, 3])
    expect(matchLedgers(ledgers, '50').map((l) => l.id)).toEqual([2])
    expect(matchLedgers(ledgers, '1').map((l) => l.id)).toEqual([1, 5])
    expect(matchLedgers(ledgers, '', 2).map((l) => l.id)).toEqual([1, 2])
  })

  it('offers a contra only cash and bank ledgers', () => {
    expect(ledgers.filter((l) => ledgerFitsType('contra', l.account_type)).map((l) => l.id)).toEqual([
      1, 3, 5,
    ])
    expect(ledgerFitsType('journal', 'expense')).toBe(true)
  })
})

describe('names and dates', () => {
  it('gives each type its screen name and printed title', () => {
    expect(voucherTypeName('sales')).toBe('Sales bill')
    expect(printTitle('receipt')).toBe('Money Receipt')
    expect(printTitle('payment')).toBe('Payment Voucher')
  })

  it('says what became of a voucher', () => {
    expect(voucherStatus({ status: 'draft' })).toBe('Draft')
    expect(voucherStatus({ status: 'posted', reversed_by: { id: 9, number: 'JV-2026-27-000002' } })).toBe(
      'Reversed by JV-2026-27-000002',
    )
    expect(voucherStatus({ status: 'posted', reverses: { id: 3, number: 'PV-2026-27-000001' } })).toBe(
      'Reversal of PV-2026-27-000001',
    )
    expect(voucherStatus({ status: 'posted' })).toBe('Posted')
  })

  it('takes today on the organisation’s calendar', () => {
    const lateEvening = new Date('2026-11-25T20:30:00Z')
    expect(todayIn('Asia/Dhaka', lateEvening)).toBe('2026-11-26')
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-25')
  })
})
