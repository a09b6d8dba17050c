! Distributions ONTO sections of PROCESSORS arrangements: a 1-D array on the first half of
! the processors, a 2-D allocatable array on all but the last row of a 2-D arrangement, a
! REDISTRIBUTE onto another section and back onto the whole arrangement; the processes
! outside a section own nothing but take part in the reductions and in printing.
program dvm_onto_sections
  implicit none
  integer, parameter :: n = 23, mx = 14, my = 9
  real(8) :: a(n), b(n)
  real(8), allocatable :: g(:,:), h(:,:)
  real(8) :: s, smax
  integer :: i, j, it
!dvm$ processors p(number_of_processors())
!dvm$ processors q(number_of_processors(), 1)
!dvm$ distribute a(block) onto p(1:max(1, number_of_processors() / 2))
!dvm$ align b(i) with a(i)
!dvm$ dynamic g
!dvm$ distribute g(block, block) onto q(1:max(1, number_of_processors() - 1), 1:1)
!dvm$ align h(i, j) with g(i, j)
!dvm$ shadow g(1:1, 0:0)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = mod(i * 5, 7) + 0.25d0 * i
    b(i) = 0
  end do
!dvm$ parallel (i) on b(i), shadow_renew(a)
  do i = 2, n - 1
    b(i) = a(i - 1) - 2 * a(i) + a(i + 1)
  end do
  s = 0
  smax = -1d9
!dvm$ parallel (i) on a(i), reduction(sum(s), max(smax))
  do i = 1, n
    s = s + b(i) * i
    smax = max(smax, a(i))
  end do
  print '(a, 2f14.4)', ' 1-D:', s, smax
  allocate (g(mx, my), h(mx, my))
!dvm$ parallel (j, i) on g(i, j)
  do j = 1, my
    do i = 1, mx
      g(i, j) = i + 0.1d0 * j
      h(i, j) = 0
    end do
  end do
  do it = 1, 3
!dvm$ parallel (j, i) on h(i, j), shadow_renew(g)
    do j = 1, my
      do i = 2, mx - 1
        h(i, j) = (g(i - 1, j) + g(i + 1, j)) / 2 + j
      end do
    end do
!dvm$ parallel (j, i) on g(i, j)
    do j = 1, my
      do i = 2, mx - 1
        g(i, j) = h(i, j)
      end do
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(s))
  do j = 1, my
    do i = 1, mx
      s = s + g(i, j) * i
    end do
  end do
  print '(a, f16.4)', ' 2-D:', s
!dvm$ redistribute g(block, *) onto p(max(1, number_of_processors() / 2):number_of_processors())
  print '(4f12.4)', g(1, 1), g(mx, my), h(3, 4), g(mx / 2, my / 2)
!dvm$ redistribute g(block, block)
  s = 0
!dvm$ parallel (j, i) on h(i, j), reduction(sum(s))
  do j = 1, my
    do i = 1, mx
      s = s + h(i, j) - g(i, j)
    end do
  end do
  print '(a, f16.4)', ' again:', s
  deallocate (h, g)
end program
