! Reading structured text as input decks do: lines of a CSV table held in an array of
! strings, split at commas with INDEX, fields converted by internal list-directed and
! formatted READs (with IOSTAT= catching bad fields), a fixed-column record read with a
! format, and a summary table written with a header built by internal writes.
program f6_table_parse
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  character(len=48) :: lines(7)
  character(len=16) :: fields(5), name
  character(len=60) :: header, rowtxt
  integer :: i, nf, p, start, ios, qty, bad, total_qty
  real(dp) :: price, total, weight
  logical :: flag
  lines(1) = 'name,qty,price,weight,active'
  lines(2) = 'bolt,120,0.15,2.5e-3,T'
  lines(3) = 'nut, 300 ,0.05,1.0e-3,.true.'
  lines(4) = 'washer,x12,0.02,5e-4,F'
  lines(5) = 'gear,7,12.75,0.35,t'
  lines(6) = 'spring,45,0.6,1.2d-2,.f.'
  lines(7) = 'shaft,2,88.,4.,T'
  write (header, '(a10, a6, a10, a10, a4)') 'item', 'qty', 'price', 'value', 'act'
  write (*, '(a)') trim(header)
  write (*, '(a)') repeat('-', len_trim(header))
  total = 0
  total_qty = 0
  bad = 0
  do i = 2, size(lines)
    nf = 0
    start = 1
    do
      p = index(lines(i)(start:), ',')
      nf = nf + 1
      if (p == 0) then
        fields(nf) = adjustl(lines(i)(start:))
        exit
      end if
      fields(nf) = adjustl(lines(i)(start:start + p - 2))
      start = start + p
    end do
    name = fields(1)
    read (fields(2), *, iostat=ios) qty
    if (ios /= 0) then
      bad = bad + 1
      write (*, '(a10, a)') trim(name), ' bad quantity "' // trim(fields(2)) // '"'
      cycle
    end if
    read (fields(3), *) price
    read (fields(4), *) weight
    read (fields(5), *) flag
    write (rowtxt, '(a10, i6, f10.2, f10.2, l4)') name, qty, price, qty * price, flag
    write (*, '(a)') trim(rowtxt)
    if (flag) then
      total = total + qty * price
      total_qty = total_qty + qty
    end if
    write (*, '(10x, a, es10.3)') 'mass ', qty * weight
  end do
  write (*, '(a, i0, a, f0.2, a, i0)') 'active qty ', total_qty, ' value ', total, ' bad ', bad
  rowtxt = 'ID0042  3.14159 -2.5E+01   ok'
  read (rowtxt, '(2x, i4, f9.5, e10.2, 3x, a2)') qty, price, weight, name
  write (*, '(i5, f10.5, f8.2, 1x, a)') qty, price, weight, trim(name)
  read (rowtxt(7:), *) price, weight
  write (*, '(2f10.4)') price, weight
  header = '7 8 9'
  read (header, *) i, p, qty
  write (*, '(3i3)') i, p, qty
end program f6_table_parse
