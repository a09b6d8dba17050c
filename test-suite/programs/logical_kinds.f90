! LOGICAL kinds 1, 2, 4 and 8 (logical(1), logical(kind=2), logical*1, logical(c_bool)) as
! gfortran stores them: scalars and arrays, conversions in assignments and expressions,
! mixed-kind operators, MERGE, ALL/ANY/COUNT, LOGICAL(l, kind), KIND, STORAGE_SIZE, dummies
! and actuals, COMMON, derived-type components, list-directed and formatted I/O, READ from
! an internal file; literals with kind parameters (.true._1, .false._lk2).
module lkmod
  use iso_c_binding, only: c_bool
  implicit none
  type flags
    logical(1) :: a
    integer(2) :: n
    logical(2) :: b
    logical(8) :: c
    logical(c_bool) :: d(3)
  end type flags
contains
  subroutine flip1(x, n)
    integer, intent(in) :: n
    logical(1), intent(inout) :: x(n)
    x = .not. x
  end subroutine flip1

  logical(2) function both(p, q)
    logical(2), intent(in) :: p, q
    both = p .and. q
  end function both

  integer function ntrue8(v)
    logical(8), intent(in) :: v(:)
    ntrue8 = count(v)
  end function ntrue8
end module lkmod

program logical_kinds
  use lkmod
  implicit none
  integer, parameter :: lk2 = 2
  logical(1) :: a1, m1(8)
  logical(kind=2) :: b2, m2(8)
  logical*1 :: c1
  logical(8) :: d8, m8(8)
  logical :: e4, m4(8)
  logical(1), allocatable :: z1(:)
  type(flags) :: f
  integer :: i, k
  character(len=20) :: line
  logical(1) :: cb1
  logical(8) :: cb8
  common /lkc/ cb8, cb1

  a1 = .true.
  b2 = a1
  c1 = .not. b2
  d8 = a1 .and. .not. c1
  e4 = d8 .neqv. c1
  print *, a1, b2, c1, d8, e4
  print *, kind(a1), kind(b2), kind(c1), kind(d8), kind(e4)
  print *, storage_size(a1), storage_size(b2), storage_size(d8), storage_size(e4)
  print *, kind(a1 .and. b2), kind(a1 .or. c1), kind(logical(e4, 1)), kind(logical(a1, 8))
  print *, kind(logical(a1)), kind(a1 .eqv. d8)

  do i = 1, 8
    m1(i) = mod(i, 2) == 0
    m2(i) = mod(i, 3) == 0
    m8(i) = i > 5
    m4(i) = m1(i) .or. m2(i)
  end do
  print *, m1
  print *, m2
  print *, m8
  print *, m4
  print *, count(m1), count(m2), count(m8), count(m4 .and. m8)
  print *, all(m1), any(m1), all(m8 .or. .not. m8), any(m2 .and. m8)
  print *, merge(1, 0, m1)
  print *, merge(m1, logical(m8, 1), m2)
  m8 = m1 .and. m2
  print *, m8, count(m8)
  m2 = .not. m1
  print *, m2
  m1(3:6) = .true.
  print *, m1

  call flip1(m1, 8)
  print *, m1
  print *, both(logical(.true., 2), b2), both(m2(1), m2(2))
  print *, ntrue8(m8), ntrue8([logical(8) :: .true., .false., .true.])

  z1 = m4
  print *, size(z1), count(z1), z1(2), z1(8)

  f%a = .true.
  f%n = 7
  f%b = .false.
  f%c = f%a .and. .not. f%b
  f%d = [.true., .false., .true.]
  print *, f%a, f%n, f%b, f%c, f%d, count(f%d)
  print *, f

  cb1 = .true.
  cb8 = .false.
  call show_common()

  write (line, '(L2, L3, 2L2)') a1, c1, m1(1:2)
  print '(A)', trim(line)
  write (line, '(3L1)') f%d
  print '(A)', line(1:3)
  line = 'F T T'
  read (line, *) a1, b2, d8
  print *, a1, b2, d8
  line = '.true. f .t.'
  read (line, *) m1(1:3)
  print *, m1(1:3)

  k = 0
  do i = 1, 8
    if (m1(i)) k = k + i
    if (m8(i) .eqv. m1(i)) k = k + 10*i
  end do
  print *, 'k =', k
  ! Literals with a kind parameter: .true._1, .false._8, a named kind.
  m2 = [.true._2, .false._2, .true._2, .true._2, .false._2, .true._2, .false._2, .false._2]
  print *, 'literals', .true._1, .false._8, kind(.true._1), kind(.false._8), kind(.true._lk2)
  print *, 'literal ops', count(m2 .neqv. .true._2), merge(3, 4, .false._1 .or. .true._8)
contains
  subroutine show_common()
    logical(1) :: x1
    logical(8) :: x8
    common /lkc/ x8, x1
    print *, 'common', x1, x8, x1 .or. x8
  end subroutine show_common
end program logical_kinds
