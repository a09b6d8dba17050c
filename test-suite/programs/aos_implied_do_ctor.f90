! Array constructors with implied DOs assigned to components: of an array of structures
! (`s%k = [(i*2, i=1,n)]`), to strided sections of one (`s(1:5:2)%k`), to an array component
! of a structure (`p%c = [(...)]`) and its sections, with values before and after the
! implied DO and nested implied DOs; the constructor's values in order.
program aos_implied_do_ctor
  implicit none
  type pt
    integer :: k
    real :: x
    integer :: c(6)
  end type pt
  type(pt) :: s(5), p
  integer :: i, j, n

  n = 5
  s%k = [(i * 2, i = 1, n)]
  s%x = [(real(i) / 2, i = 1, 5)]
  print *, 'k:', s%k
  print *, 'x:', s%x
  s(1:5:2)%k = [(-i, i = 1, 3)]
  print *, 'strided:', s%k
  s(2:4)%x = [100.0, (real(i * i), i = 2, 3)]
  print *, 'mixed:', s%x
  p%c = [((10 * i + j, j = 1, 2), i = 1, 3)]
  print *, 'nested:', p%c
  p%c(2:5) = [(i, i = n, n - 3, -1)]
  print *, 'section:', p%c
  do j = 1, 5
    s(j)%c = [(j * i, i = 1, 6)]
  end do
  print *, 'rows:', s(3)%c, sum(s(5)%c)
  s%c(2) = [(s(i)%k + s(i)%c(1), i = 1, 5)]
  print *, 'column:', s%c(2)
end program aos_implied_do_ctor
