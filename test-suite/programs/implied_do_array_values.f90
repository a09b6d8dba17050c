! Array values in implied-DO output lists: a module function returning an array of constant
! shape referenced per iteration (list-directed and formatted), a scalar times an array
! result, a nested implied DO whose inner level spans an array result, an INTEGER result
! mixed with scalar items, a 2-D result, results whose size changes from one iteration to
! the next (more values in all than one temporary first holds) and a result sized by an
! assumed-shape argument.
module spectra
  implicit none
  integer, parameter :: nb = 3
  real(8) :: table(nb, 5)
contains
  function row(i) result(r)
    integer, intent(in) :: i
    real(8) :: r(nb)
    r = table(:, i)
  end function row

  function weights(x) result(w)
    real(8), intent(in) :: x
    real(8) :: w(nb)
    integer :: k
    do k = 1, nb
      w(k) = x ** k
    end do
  end function weights

  function digits_of(n) result(d)
    integer, intent(in) :: n
    integer :: d(4)
    integer :: k, m
    m = n
    do k = 4, 1, -1
      d(k) = mod(m, 10)
      m = m / 10
    end do
  end function digits_of

  function ramp(n) result(r)
    integer, intent(in) :: n
    integer :: r(n)
    integer :: k
    r = [(k * n, k = 1, n)]
  end function ramp

  function twice(x) result(r)
    real(8), intent(in) :: x(:)
    real(8) :: r(size(x))
    r = 2 * x
  end function twice

  function block2(i) result(b)
    integer, intent(in) :: i
    real(8) :: b(2, 2)
    b = reshape([1d0, 2d0, 3d0, 4d0] * i, [2, 2])
  end function block2
end module spectra

program implied_do_array_values
  use spectra
  implicit none
  integer :: i, j, n
  real(8) :: v(5)
  do j = 1, 5
    do i = 1, nb
      table(i, j) = i * 10 + j + 0.25d0 * i * j
    end do
    v(j) = 0.5d0 * j
  end do
  n = 4
  print *, (row(i), i = 1, n)
  print '(3f9.3)', (row(i), i = 5, 1, -2)
  print '(3f10.4)', (v(i) * weights(v(i)), i = 1, 3)
  print '(6f8.3)', ((row(j) + i, i = 1, 2), j = 2, 3)
  print '(3(i2, ":", 4i1, 1x))', (i * 7, digits_of(1000 + 37 * i), i = 1, 3)
  print '(4f6.1)', (block2(i), i = 1, 2)
  print '(12i4)', (ramp(i), i = 1, 9)
  print '(12i4)', ((ramp(i) + j, i = 3, 1, -1), j = 1, 2)
  print '(5f8.2)', (twice(v(1:i)), i = 1, n)
  print *, ('<', ramp(i), i = 0, 2)
end program implied_do_array_values
