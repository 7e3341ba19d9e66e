import { Table } from '@mantine/core';
import tables from '../../../components/Tables.module.css';

/** The one row of an empty list of the admin user page. */
export function UserEmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} className={tables.empty}>
        {text}
      </Table.Td>
    </Table.Tr>
  );
}
