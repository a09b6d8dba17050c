! A component of an array of structures (`s%x`, strided sections `s(1:n:2)%x`) as an
! argument of a function in statements other than assignment and output: block and logical
! IF conditions, ELSE IF, DO WHILE, CALL arguments, SELECT CASE selectors, DO bounds. The
! elements are copied into a temporary before the reference and back right after it, so a
! function that changes its argument changes the structures, and the change is visible to
! the rest of the statement.
module aos_funcs
  implicit none
  type particle
    integer :: id
    real :: x
    real :: v(2)
  end type particle
  integer :: calls = 0
contains
  real function total(a, n)
    integer, intent(in) :: n
    real, intent(in) :: a(n)
    total = sum(a)
    calls = calls + 1
  end function total

  real function peak(a)
    real, intent(in) :: a(:)
    peak = maxval(a)
  end function peak

  ! Doubles its argument: the structures see the change after the reference.
  integer function grow(k, n)
    integer, intent(in) :: n
    integer, intent(inout) :: k(n)
    k = 2 * k
    grow = sum(k)
  end function grow

  subroutine show(label, v)
    character(len=*), intent(in) :: label
    real, intent(in) :: v
    print '(a, f10.3)', label, v
  end subroutine show
end module aos_funcs

program aos_function_statements
  use aos_funcs
  implicit none
  type(particle) :: s(6)
  integer :: i, rounds

  do i = 1, 6
    s(i)%id = i
    s(i)%x = 0.5 * i
    s(i)%v = [real(i), -real(i)]
  end do

  if (total(s%x, 6) > 10.0) then
    print *, 'big total', total(s%x, 6)
  else if (total(s(1:6:2)%x, 3) > 4.0) then
    print *, 'odd total', total(s(1:6:2)%x, 3)
  else
    print *, 'small'
  end if
  if (total(s%x, 6) > 100.0) then
    print *, 'wrong branch'
  else if (peak(s(2:6:2)%x) > 2.9) then
    print *, 'even peak', peak(s(2:6:2)%x)
  end if
  if (peak(s%v(2)) < 0.0) print *, 'negative peak', peak(s%v(2))

  ! A function that changes its argument: the change reaches the structures.
  if (grow(s%id, 6) > 40) print *, 'grown ids:', s%id
  rounds = 0
  do while (grow(s(1:3)%id, 3) < 100)
    rounds = rounds + 1
  end do
  print *, 'rounds', rounds, 'ids', s%id

  ! CALL arguments.
  call show('total:', total(s%x, 6))
  call show('odd peak:', peak(s(1:5:2)%v(1)))

  ! SELECT CASE on a function of a component.
  select case (grow(s(4:6)%id, 3))
  case (:50)
    print *, 'case small'
  case (51:100)
    print *, 'case medium', s(4:6)%id
  case default
    print *, 'case large', s(4:6)%id
  end select

  ! DO bounds.
  do i = 1, int(peak(s%x))
    s(i)%x = s(i)%x + 1.0
  end do
  print *, 'x:', s%x
  print *, 'calls', calls
end program aos_function_statements
