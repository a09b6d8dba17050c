! A CSV line splitter: each field of a comma-separated line returned by a function with a
! deferred-length result (quoted fields with embedded commas and doubled quotes, blanks
! trimmed), the fields kept in records whose text is a deferred-length component, numeric
! columns converted by internal READ from deferred-length strings, and column totals and
! a re-joined, normalised line printed per row.
module csv
  implicit none
  type cell
    character(len=:), allocatable :: text
    logical :: quoted = .false.
  end type cell
contains
  ! The field of `line` that starts at `pos`; `pos` moves past its comma (len + 2 at the end).
  function next_field(line, pos, quoted) result(field)
    character(*), intent(in) :: line
    integer, intent(inout) :: pos
    logical, intent(out) :: quoted
    character(len=:), allocatable :: field
    integer :: i
    field = ''
    quoted = .false.
    i = pos
    do while (i <= len(line))
      if (line(i:i) /= ' ') exit
      i = i + 1
    end do
    if (i <= len(line)) then
      if (line(i:i) == '"') then
        quoted = .true.
        i = i + 1
        do while (i <= len(line))
          if (line(i:i) == '"') then
            if (i < len(line)) then
              if (line(i + 1:i + 1) == '"') then
                field = field // '"'
                i = i + 2
                cycle
              end if
            end if
            i = i + 1
            exit
          end if
          field = field // line(i:i)
          i = i + 1
        end do
      end if
    end if
    do while (i <= len(line))
      if (line(i:i) == ',') exit
      if (.not. quoted) field = field // line(i:i)
      i = i + 1
    end do
    if (.not. quoted) field = trim(field)
    pos = i + 1
  end function next_field

  subroutine split(line, cells, n)
    character(*), intent(in) :: line
    type(cell), intent(inout) :: cells(:)
    integer, intent(out) :: n
    integer :: pos
    logical :: q
    n = 0
    pos = 1
    do while (pos <= len(line) + 1 .and. n < size(cells))
      n = n + 1
      cells(n)%text = next_field(line, pos, q)
      cells(n)%quoted = q
    end do
  end subroutine split

  function joined(cells, n) result(line)
    type(cell), intent(in) :: cells(:)
    integer, intent(in) :: n
    character(len=:), allocatable :: line
    integer :: k
    line = ''
    do k = 1, n
      if (k > 1) line = line // ';'
      if (cells(k)%quoted) then
        line = line // '<' // cells(k)%text // '>'
      else
        line = line // cells(k)%text
      end if
    end do
  end function joined
end module csv

program dl2_csv
  use csv
  implicit none
  character(len=80) :: rows(5)
  type(cell) :: cells(8)
  character(len=:), allocatable :: field
  integer :: r, k, n, count
  real(8) :: amount, total
  integer :: qty, qty_total, text_len

  rows(1) = 'id, item, qty, price'
  rows(2) = '1, "bolt, M6", 120, 0.15'
  rows(3) = '2,washer,  300 ,0.02'
  rows(4) = '3, "say ""hi"" sign", 2, 12.50'
  rows(5) = '4,,7,'

  total = 0
  qty_total = 0
  text_len = 0
  do r = 1, 5
    call split(trim(rows(r)), cells, n)
    print '(I2,1X,I2,1X,A)', r, n, joined(cells, n)
    do k = 1, n
      text_len = text_len + len(cells(k)%text)
    end do
    if (r == 1) cycle
    field = cells(3)%text
    read (field, *) qty
    qty_total = qty_total + qty
    if (len(cells(4)%text) > 0) then
      field = cells(4)%text
      read (field, *) amount
      total = total + qty * amount
    end if
  end do
  print *, 'quantity', qty_total, ' text', text_len
  print '(A,F10.2)', ' value', total

  count = 0
  r = 1
  field = 'a,"b,c",,d'
  do while (r <= len(field) + 1)
    count = count + 1
    print *, count, '[' // next_field(field, r, cells(1)%quoted) // ']', cells(1)%quoted
  end do
end program dl2_csv
