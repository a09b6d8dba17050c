! BLOCK constructs (F2008 8.1.4): local declarations with their own scope that hide the
! host's names, nested blocks, blocks inside loops (an ALLOCATABLE array freed at each
! exit), EXIT from a named BLOCK and from named DO loops, CYCLE of an outer named loop,
! named IF and SELECT CASE constructs, and implicit typing inside a block.
program block_construct
  implicit none
  integer :: i, j, k, total
  real :: x
  integer :: a(10)
  x = 1.5
  k = 7
  total = 0
  do i = 1, 10
    a(i) = i * i
  end do
  block
    integer :: k            ! hides the outer k
    real :: x(3)            ! hides the outer x, as an array
    k = 100
    x = [1.0, 2.0, 3.0]
    print *, 'inner k, x =', k, x
    block
      character(len=5) :: k2
      integer, parameter :: m = 4
      k2 = 'abcde'
      print *, 'nested:', k2(2:m), k + m
    end block
  end block
  print *, 'outer k, x =', k, x

  ! A block in a loop: its allocatable array is new on each trip.
  do i = 1, 3
    block
      integer, allocatable :: w(:)
      integer :: s
      allocate (w(i + 1))
      w = [(j * i, j = 1, i + 1)]
      s = sum(w)
      total = total + s
      print *, 'trip', i, size(w), s
    end block
  end do
  print *, 'total =', total

  ! EXIT from a named BLOCK skips the rest of it.
  find: block
    integer :: pos
    pos = 0
    do i = 1, 10
      if (a(i) > 30) then
        pos = i
        exit find
      end if
    end do
    print *, 'not reached when found'
  end block find
  print *, 'after find block'

  ! Named DO loops: EXIT and CYCLE of the outer loop from the inner one.
  total = 0
  outer: do i = 1, 6
    inner: do j = 1, 6
      if (j > i) cycle outer
      if (i * j > 12) exit outer
      total = total + i * j
    end do inner
  end do outer
  print *, 'named loops:', total, i, j

  ! Named IF and SELECT CASE constructs.
  check: if (total > 10) then
    print *, 'big'
  else if (total > 5) then check
    print *, 'medium'
  else check
    print *, 'small'
  end if check
  pick: select case (mod(total, 3))
  case (0) pick
    print *, 'mod 0'
  case default pick
    print *, 'mod not 0'
  end select pick

  ! A local with an initial value keeps its value (it is SAVEd).
  do i = 1, 3
    block
      integer :: calls = 0
      calls = calls + 1
      print *, 'calls', calls
    end block
  end do
  ! A derived type defined in a BLOCK, and a local of it with default values.
  block
    type pair
      integer :: p = 1, q = 2
    end type pair
    type(pair) :: t
    t%p = t%p + 5
    print *, 'pair', t%p, t%q
  end block
end program block_construct
