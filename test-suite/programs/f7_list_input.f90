! Free-format input decks read from internal files, as legacy solvers read their control
! cards: list-directed READ with repeat counts (3*0.5), null values (,,) keeping previous
! contents, a slash ending a record early, quoted strings with embedded commas, complex and
! logical items, multi-record reads across an array of records, IOSTAT on end of data, and
! formatted reads with BN/BZ, implied decimal points and an E-exponent without the E.
program f7_list_input
  implicit none
  character(len=64) :: deck(6)
  character(len=20) :: title, tag
  character(len=32) :: card
  real :: coef(6), xs(4)
  integer :: n(5), ios, i, total
  complex :: zc
  logical :: flags(3)
  real(8) :: d1, d2, d3

  deck(1) = "'Bump, case A' 4 3*0.5 , 2.0"
  deck(2) = '1 , , 3 /  99 100'
  deck(3) = '(1.5,-2.25) T .false. F'
  deck(4) = '2*7 -3'
  deck(5) = '  8'
  deck(6) = ' 1.25E+02 ,tag_x'

  read (deck(1), *) title, n(1), coef(1:4)
  print *, trim(title), ' n=', n(1), ' coef', coef(1:4)
  n(2:5) = -1
  read (deck(2), *) n(2:5)
  print *, 'null and slash', n
  read (deck(3), *) zc, flags
  print *, 'complex', zc, ' flags', flags
  ! one READ takes values from two cards joined
  card = trim(deck(4)) // ' ' // deck(5)
  read (card, *) n(1:4)
  print *, 'across records', n(1:4)
  read (deck(6), *) d1, tag
  print *, 'real then word', d1, ' ', trim(tag)

  ! reading past the end of the data gives IOSTAT < 0
  total = 0
  do i = 1, 3
    read (deck(5), *, iostat=ios) n(1), n(2)
    if (ios < 0) then
      total = total + 1
    end if
  end do
  print *, 'end-of-file hits', total

  ! formatted reads: implied decimal point, blanks as zeros, exponent without E
  card = '  1234  5.5   12'
  read (card, '(f6.2, f6.2, bz, i5)') xs(1), xs(2), n(1)
  print *, 'implied point', xs(1), xs(2), ' bz', n(1)
  card = '1.5+3 -2.5-2  7.25D1'
  read (card, '(f5.0, f7.0, f8.0)') d1, d2, d3
  print *, 'bare exponents', d1, d2, d3
  card = '  1 2 '
  read (card, '(bn, i3, i3)') n(1), n(2)
  print *, 'bn', n(1), n(2)
  card = '3.0 4.0'
  read (card, *) xs(3:4)
  coef(5:6) = xs(3:4)
  print *, 'norm', sqrt(sum(coef(5:6)**2)), ' all', sum(coef), sum(xs)
end program f7_list_input
