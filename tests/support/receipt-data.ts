/** An organisation, a donor and a signatory for the receipt and statement tests. */
import type { Organisation, Party, Signatory } from '../../server/receipts/document-data.ts'

/** A 1×1 PNG: enough for pdf-lib to embed a logo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export const organisation: Organisation = {
  name: 'Meghsetu Foundation',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  phone: '+880 1711-000000',
  email: 'accounts@meghsetu.example',
  website: 'meghsetu.example',
  registrations: [
    { label: 'NGO Affairs Bureau Reg. No.', value: '2871' },
    { label: 'Social Welfare Reg. No.', value: 'DHA-05123' },
  ],
  logo: TINY_PNG,
}

export const donor: Party = {
  name: 'Rahima Khatun',
  address: 'Village Char Kukri, Union Char Kukri Mukri, Char Fasson, Bhola',
  phone: '01819-123456',
  email: 'rahima@example.com',
}

export const signatory: Signatory = { name: 'Abdul Karim', title: 'Accountant' }
