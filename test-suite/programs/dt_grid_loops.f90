! Arrays of structures in loop nests: a 2-D grid of cells updated in DO loops, reductions
! over components, structures as loop-carried state, a structure-valued component
! updated from its neighbours, COMPLEX and INTEGER(8) components.
program dt_grid_loops
  implicit none
  integer, parameter :: n = 6
  type cell
    real(8) :: t
    integer(8) :: visits = 0_8
    complex(8) :: z
    logical :: hot = .false.
  end type cell
  type(cell) :: g(n, n), old(n, n)
  type stats
    real(8) :: lo = 1d30, hi = -1d30, mean = 0
  end type stats
  type(stats) :: s
  integer :: i, j, it
  do j = 1, n
    do i = 1, n
      g(i, j)%t = 0
      g(i, j)%z = cmplx(i, -j, 8)
    end do
  end do
  do i = 1, n
    g(i, 1)%t = 100
  end do
  do it = 1, 20
    old = g
    do j = 2, n - 1
      do i = 2, n - 1
        g(i, j)%t = 0.25d0 * (old(i - 1, j)%t + old(i + 1, j)%t + old(i, j - 1)%t + old(i, j + 1)%t)
        g(i, j)%visits = g(i, j)%visits + 1
        g(i, j)%hot = g(i, j)%t > 10
      end do
    end do
  end do
  do j = 1, n
    do i = 1, n
      s%lo = min(s%lo, g(i, j)%t)
      s%hi = max(s%hi, g(i, j)%t)
      s%mean = s%mean + g(i, j)%t / (n * n)
    end do
  end do
  print '(3f12.5)', s
  print '(6f9.3)', ((g(i, j)%t, i = 1, n), j = 1, n)
  print *, g(3, 3)%visits, count_hot(), g(2, 5)%z * g(5, 2)%z
  print *, g(4, 2)
contains
  integer function count_hot()
    integer :: a, b
    count_hot = 0
    do b = 1, n
      do a = 1, n
        if (g(a, b)%hot) count_hot = count_hot + 1
      end do
    end do
  end function count_hot
end program dt_grid_loops
